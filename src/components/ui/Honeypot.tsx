import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'

/**
 * The anti-spam field every public form carries (docs/decisions.md#abuse-limits): visually hidden, out of the
 * tab order and hidden from assistive technology, so only bots fill it.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** The honeypot's entry for a request body, read from the submitted form: empty for people. */
export function honeypotValue(form: EventTarget | null | undefined): Record<string, string> {
  const value = form instanceof HTMLFormElement ? new FormData(form).get(HONEYPOT_FIELD) : null
  return { [HONEYPOT_FIELD]: typeof value === 'string' ? value : '' }
}
