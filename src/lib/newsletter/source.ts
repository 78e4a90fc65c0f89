import type { PayloadRequest } from 'payload'
import { subscriptionSource } from '@/lib/newsletter/schema'

/**
 * The page a subscription came from: the path the form sends, else the Referer's path (same-origin
 * fetches send it by default). Only a path is kept, never a query string that might carry tokens.
 */
export function subscriptionPath(req: PayloadRequest, bodySource: unknown): string | undefined {
  const fromBody = subscriptionSource.parse(bodySource)
  if (fromBody) return fromBody.split('?')[0]
  const referer = req.headers.get('referer')
  if (!referer) return undefined
  try {
    return subscriptionSource.parse(new URL(referer).pathname)
  } catch {
    return undefined
  }
}
