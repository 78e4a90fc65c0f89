/** Helpers every provider's payload is normalised with. */

/**
 * The bare address, lower-case, of `someone@example.com`, `<someone@example.com>` or
 * `Name <someone@example.com>`; undefined when there is no address in it.
 */
export function mailAddress(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const bracketed = /<([^<>]+)>/.exec(value)?.[1]
  const address = (bracketed ?? value).trim().toLowerCase()
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : undefined
}

/**
 * The provider's time of an event (ISO 8601, RFC 5322 date…) as ISO 8601; `fallback` (when it arrived)
 * when missing, unreadable or in the future, so a wrong clock cannot date an event ahead of now.
 */
export function eventTime(value: string | number | null | undefined, fallback = new Date()): string {
  const parsed = value === null || value === undefined || value === '' ? NaN : new Date(value).getTime()
  const now = Date.now()
  return Number.isFinite(parsed) && parsed <= now ? new Date(parsed).toISOString() : fallback.toISOString()
}

/** A Message-ID as stored in the ledger: `<local@domain>`, angle brackets added when a provider drops them. */
export function messageIdOf(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  return trimmed.startsWith('<') ? trimmed : `<${trimmed}>`
}

/** The value of a header in a provider's `[{ name, value }]` list, whatever its case. */
export function headerValue(headers: unknown, name: string): string | undefined {
  if (!Array.isArray(headers)) return undefined
  for (const header of headers as Array<{ name?: unknown; value?: unknown }>) {
    if (typeof header?.name === 'string' && header.name.toLowerCase() === name.toLowerCase() && typeof header.value === 'string') {
      return header.value
    }
  }
  return undefined
}
