/**
 * The mailbox an address delivers to, for rate purposes only (the stored address stays as given).
 *
 * Many spellings reach one inbox, so a per-address limit is no limit: providers drop a `+tag` from the
 * local part, and Gmail also ignores dots and treats googlemail.com as gmail.com. Everything is
 * case-folded: hardly any mail server treats the local part as case-sensitive. Merging more spellings
 * than a provider does only makes the limit stricter, never lets more mail through.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  let local = address.slice(0, at)
  let domain = address.slice(at + 1).replace(/\.$/, '')
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}
