import { createHmac, timingSafeEqual } from 'node:crypto'
import { CONFIRM_TOKEN_TTL_SECONDS, UNSUBSCRIBE_TOKEN_TTL_SECONDS } from '@/lib/newsletter/schema'

/**
 * Signed, expiring tokens for the links in site e-mail (the newsletter's, and submitters' notices). They carry the address rather than a row
 * id, so an unsubscribe link keeps working for a reader who was deleted and came back. A token for one
 * purpose never passes for the other: a leaked confirmation link cannot unsubscribe anyone.
 */
export type TokenPurpose = 'confirm' | 'unsubscribe' | 'stop-find-notices'

const TTL: Record<TokenPurpose, number> = {
  confirm: CONFIRM_TOKEN_TTL_SECONDS,
  unsubscribe: UNSUBSCRIBE_TOKEN_TTL_SECONDS,
  // The link in a submitter's "your find is live / was declined" e-mail: stops those e-mails only.
  'stop-find-notices': UNSUBSCRIBE_TOKEN_TTL_SECONDS,
}

const key = () => {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is required to sign newsletter links')
  return `newsletter-link:${secret}`
}

const mac = (body: string) => createHmac('sha256', key()).update(body).digest('base64url')

export function signToken(purpose: TokenPurpose, email: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ p: purpose, e: email, x: Math.floor(now / 1000) + TTL[purpose] })).toString('base64url')
  return `${body}.${mac(body)}`
}

/** The address a valid, unexpired token of this purpose was issued for; otherwise undefined. */
export function verifyToken(purpose: TokenPurpose, token: string, now = Date.now()): string | undefined {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return undefined
  const expected = Buffer.from(mac(body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p?: unknown; e?: unknown; x?: unknown }
    if (claims.p !== purpose || typeof claims.e !== 'string' || typeof claims.x !== 'number') return undefined
    return claims.x * 1000 > now ? claims.e : undefined
  } catch {
    return undefined
  }
}
