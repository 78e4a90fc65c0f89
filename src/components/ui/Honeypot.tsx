import type React from 'react'
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot'

/**
 * The anti-spam field every public form carries (design.md decision 7): off-screen, out of the tab
 * order and hidden from assistive technology, so only bots fill it.
 */
export function Honeypot({ ref }: { ref: React.Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Website
        <input ref={ref} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** The honeypot's value for the request body: empty for people. */
export const honeypotValue = (ref: React.RefObject<HTMLInputElement | null>) => ({
  [HONEYPOT_FIELD]: ref.current?.value ?? '',
})
