import type { PayloadRequest } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { clientAddress, clientKey } from '../http/client-address'
import { HttpError } from '../http/errors'
import { RATE_LIMIT_TABLE } from './schema'

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a few minutes and try again.'

const fromEnv = (name: string, fallback: number) => {
  const value = Number.parseInt(process.env[name] ?? '', 10)
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/**
 * Per client, newsletter 20 and other public POSTs 60 per 10 minutes (a household or a venue's Wi-Fi
 * shares one address); a client is its IPv4 address or its IPv6 network (see clientKey). Sign-in and
 * registration attempts share a stricter allowance of 20, on top of Payload's per-account lockout:
 * password guessing across many accounts from one client stops there. Each is overridable by env.
 */
export const RATE_LIMITS = {
  newsletter: { points: fromEnv('RATE_LIMIT_NEWSLETTER', 20), duration: fromEnv('RATE_LIMIT_WINDOW_SECONDS', 600) },
  publicPost: { points: fromEnv('RATE_LIMIT_PUBLIC_POST', 60), duration: fromEnv('RATE_LIMIT_WINDOW_SECONDS', 600) },
  auth: { points: fromEnv('RATE_LIMIT_AUTH', 20), duration: fromEnv('RATE_LIMIT_WINDOW_SECONDS', 600) },
} as const
export type RateLimitBucket = keyof typeof RATE_LIMITS

type Pool = PayloadRequest['payload']['db']['pool']

const limitersByPool = new WeakMap<Pool, Map<RateLimitBucket, RateLimiterPostgres>>()

function limiterFor(pool: Pool, bucket: RateLimitBucket): RateLimiterPostgres {
  let limiters = limitersByPool.get(pool)
  if (!limiters) {
    limiters = new Map()
    limitersByPool.set(pool, limiters)
  }
  let limiter = limiters.get(bucket)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      // Its hourly cleanup timer would keep short-lived processes alive; rows are reused per client anyway.
      clearExpiredByTimeout: false,
      keyPrefix: bucket,
      ...RATE_LIMITS[bucket],
    })
    limiters.set(bucket, limiter)
  }
  return limiter
}

/**
 * Counts this request against the client's allowance; past it, a 429 with a message and Retry-After.
 * A request counts once per bucket, however many layers check it (the auth endpoints and the Users
 * login hook both do).
 */
export async function enforceRateLimit(req: PayloadRequest, bucket: RateLimitBucket): Promise<void> {
  const counted = `rateLimitCounted:${bucket}`
  if (req.context[counted]) return
  req.context[counted] = true
  const limiter = limiterFor(req.payload.db.pool, bucket)
  try {
    await limiter.consume(clientKey(clientAddress(req.headers)))
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw new HttpError(429, RATE_LIMIT_MESSAGE, { 'Retry-After': String(Math.ceil(rejection.msBeforeNext / 1000)) })
    }
    throw rejection
  }
}
