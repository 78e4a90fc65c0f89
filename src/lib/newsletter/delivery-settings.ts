import type { Payload } from 'payload'
import type { TrackingChoice } from './tracking'

/**
 * How the newsletter is delivered: the pacing and retries from the environment (README "Newsletter
 * delivery"), open and click counting from the site settings (an editor's choice). Every limit is
 * counted from the ledger (sent_at, and the messages in flight), never from a worker's memory, so it
 * holds across restarts and across several workers.
 */

/** The environment variables read here (process.env by default). */
type Env = Partial<Record<string, string>>

export interface DeliverySettings {
  /** Messages per second, over all sends and workers. */
  perSecond: number
  /** At most `windowMax` messages in any `windowSeconds` (a provider's hourly or daily quota). */
  windowSeconds: number
  windowMax: number
  /** At most `perDomain` messages to one recipient domain in any `domainWindowSeconds`. */
  perDomain: number
  domainWindowSeconds: number
  /** Recipients claimed at once by a worker (it claims the next batch while this one goes out). */
  batchSize: number
  /** SMTP connections a worker keeps open; each has its next message queued behind the current one. */
  connections: number
  /** How long a worker's claim on a send and its batch lasts without a heartbeat. */
  leaseSeconds: number
  /** First wait after a temporary (4xx) failure; it doubles with each attempt, up to an hour. */
  retrySeconds: number
  /** Attempts before a recipient that keeps getting temporary failures is marked failed. */
  maxAttempts: number
}

export const DELIVERY_DEFAULTS: DeliverySettings = {
  perSecond: 50,
  windowSeconds: 3600,
  windowMax: 100_000,
  perDomain: 1_200,
  domainWindowSeconds: 60,
  batchSize: 50,
  connections: 5,
  leaseSeconds: 30,
  retrySeconds: 60,
  maxAttempts: 6,
}

const VARIABLES: Record<keyof DeliverySettings, string> = {
  perSecond: 'NEWSLETTER_MAX_PER_SECOND',
  windowSeconds: 'NEWSLETTER_WINDOW_SECONDS',
  windowMax: 'NEWSLETTER_MAX_PER_WINDOW',
  perDomain: 'NEWSLETTER_MAX_PER_DOMAIN',
  domainWindowSeconds: 'NEWSLETTER_DOMAIN_WINDOW_SECONDS',
  batchSize: 'NEWSLETTER_BATCH_SIZE',
  connections: 'NEWSLETTER_SMTP_CONNECTIONS',
  leaseSeconds: 'NEWSLETTER_LEASE_SECONDS',
  retrySeconds: 'NEWSLETTER_RETRY_SECONDS',
  maxAttempts: 'NEWSLETTER_MAX_ATTEMPTS',
}

/** Each setting from its variable when that is a positive number (fractions allowed for the seconds). */
export function deliverySettings(env: Env = process.env): DeliverySettings {
  const settings = { ...DELIVERY_DEFAULTS }
  for (const key of Object.keys(VARIABLES) as Array<keyof DeliverySettings>) {
    const raw = env[VARIABLES[key]]?.trim()
    if (!raw) continue
    const value = Number(raw)
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${VARIABLES[key]} must be a positive number (got "${raw}")`)
    settings[key] = key.endsWith('Seconds') ? value : Math.max(1, Math.floor(value))
  }
  return settings
}

/** Seconds to wait before attempt `attempts + 1` after a temporary failure: doubling, at most an hour. */
export const retryDelaySeconds = (settings: Pick<DeliverySettings, 'retrySeconds'>, attempts: number): number =>
  Math.min(3600, settings.retrySeconds * 2 ** Math.max(0, attempts - 1))

export type SmtpOutcome = 'sent' | 'retry' | 'failed' | 'unreachable'

/**
 * What a failed SMTP attempt means: the server answered 4xx (try again later), 5xx (it will never take
 * this message), or it did not answer at all (it is down or unreachable: the recipient is not at fault).
 */
export function classifySmtpError(error: { responseCode?: number }): Exclude<SmtpOutcome, 'sent'> {
  const code = error.responseCode
  if (typeof code !== 'number') return 'unreachable'
  if (code >= 400 && code < 500) return 'retry'
  if (code >= 500) return 'failed'
  return 'retry'
}

/**
 * Whether a send started now counts opens and clicks: the editor's choice in the site settings, off
 * unless turned on there. The choice is fixed on each send when it starts.
 */
export async function trackingSettings(payload: Payload): Promise<TrackingChoice> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return { opens: settings.newsletterTracking?.opens === true, clicks: settings.newsletterTracking?.clicks === true }
}
