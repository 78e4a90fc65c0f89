import type { Payload } from 'payload'

/**
 * The app's Payload instance, injected rather than imported: `lib` never imports the Payload config
 * (that closed an import cycle config → collections/endpoints → lib → config). The config's onInit
 * registers the instance the moment Payload starts in this process (instrumentation.ts does that at
 * server start, before any request; route handlers, scripts and tests start it through getPayload), and
 * readers fetch it here. globalThis, not a module variable: Next bundles routes separately, and every
 * bundle must see the one instance of the process.
 */
const INSTANCE = Symbol.for('headstash.payload')

type Registry = { [INSTANCE]?: Payload }

export function providePayload(payload: Payload): void {
  ;(globalThis as Registry)[INSTANCE] = payload
}

export async function getPayloadClient(): Promise<Payload> {
  const payload = (globalThis as Registry)[INSTANCE]
  if (!payload) throw new Error('Payload is not initialised in this process (instrumentation.ts starts it before the first request)')
  return payload
}
