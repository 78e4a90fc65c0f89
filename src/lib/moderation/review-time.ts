/**
 * The public pages' sentence about review time. The spec's promise stands until the queue has enough
 * history to speak for itself; from then on the pages say what the queue actually does.
 */
import { cachedRead } from '@/lib/cache'
import { payloadPool } from '@/lib/db/transaction'
import { getPayloadClient } from '@/lib/payload'
import { type ModerationStats, readModerationStats } from './health'

/** The spec's copy, shown while there is too little history to measure. */
export const PROMISE_COPY = 'Approved submissions go live within 24 hours.'

/**
 * Decisions in the window before the measured sentence replaces the promise: with fewer, one slow
 * weekend would swing the number shown to every visitor.
 */
export const MIN_DECISIONS_FOR_MEASURED_COPY = 20

export const measuredCopy = (hours: number) => `Submissions are typically reviewed within ${hours} ${hours === 1 ? 'hour' : 'hours'}.`

/**
 * The sentence for these figures. X is the 95th percentile rounded up to whole hours, not the median:
 * a visitor reads "within X hours" as the time to expect, and the median would leave every second
 * submitter waiting longer than they were told; the 95th percentile is kept for 19 of 20.
 */
export function reviewTimeCopy(stats: Pick<ModerationStats, 'decisions' | 'p95Hours'>): string {
  if (stats.decisions < MIN_DECISIONS_FOR_MEASURED_COPY || stats.p95Hours === null) return PROMISE_COPY
  return measuredCopy(Math.max(1, Math.ceil(stats.p95Hours)))
}

/**
 * The sentence as the public pages read it: from Next's data cache, at most a minute old. Deliberately
 * not under the submissions' tag: a 95th percentile over many decisions barely moves with one, and The
 * Cloud re-rendered after a decision would otherwise read it again, a fourth statement beside the list's
 * three (docs/decisions.md#scale). A cached page costs no query; `next build` (no database) gets the promise.
 */
export const readReviewTimeCopy = cachedRead(
  async (): Promise<string> => reviewTimeCopy(await readModerationStats(payloadPool(await getPayloadClient()))),
  'moderation-review-time-copy',
  [],
  { buildFallback: PROMISE_COPY },
)
