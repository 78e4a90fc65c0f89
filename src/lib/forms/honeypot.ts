/**
 * Every public form carries this field, hidden from people (and from assistive technology). Bots fill
 * it; a request with it filled is answered like a success and dropped.
 */
export const HONEYPOT_FIELD = 'website'

export const isHoneypotFilled = (body: Record<string, unknown>): boolean => {
  const value = body[HONEYPOT_FIELD]
  return value !== undefined && value !== null && value !== ''
}
