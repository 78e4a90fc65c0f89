import type { EventType } from './events-schema'

/**
 * The rules that bounces and complaints drive, as plain decisions; src/lib/newsletter/events.ts applies
 * them to the stored rows.
 * - A hard bounce suppresses the address at once: the mailbox does not exist or refuses us for good.
 * - Soft bounces (mailbox full, server busy) suppress it once SOFT_BOUNCE_RULE.bounced of the
 *   subscriber's last SOFT_BOUNCE_RULE.of deliveries bounced softly: one full mailbox is not a dead one.
 * - A complaint ("this is spam") unsubscribes the reader and suppresses the address.
 * - An issue's send pauses itself once, after AUTO_PAUSE.afterDeliveries deliveries, hard bounces or
 *   complaints pass their share of them: a list that bounces or annoys that much harms the sender's
 *   reputation for every later message, so a person looks before the rest goes out.
 */

/** A normalised event, whichever provider or report format it came in. */
export interface NewsletterEvent {
  type: EventType
  /** The recipient, lower-case. */
  email: string
  /** The Message-ID of the message the event is about, with its angle brackets. */
  messageId?: string
  /** When it happened (ISO 8601). */
  at: string
  /** The provider's words: the SMTP diagnostic of a bounce, the feedback type of a complaint. */
  detail: string
  /** Unique per provider: the same event sent again carries the same id. */
  providerEventId: string
}

export const SOFT_BOUNCE_RULE = { bounced: 3, of: 5 } as const

/** Whether the subscriber's latest deliveries (newest first, true = bounced softly) call for suppression. */
export const softBouncesSuppress = (latestSoftBounced: readonly boolean[]): boolean =>
  latestSoftBounced.slice(0, SOFT_BOUNCE_RULE.of).filter(Boolean).length >= SOFT_BOUNCE_RULE.bounced

export const AUTO_PAUSE = {
  afterDeliveries: 1000,
  /** Shares of the deliveries that must be passed (strictly more) to pause. */
  thresholds: { hard_bounce: 0.05, complaint: 0.003 },
} as const
export type AutoPauseKind = keyof typeof AUTO_PAUSE.thresholds

const AUTO_PAUSE_NOUNS: Record<AutoPauseKind, string> = { hard_bounce: 'hard bounces', complaint: 'complaints' }

export interface IssueEventCounts {
  /** Messages the mail server accepted for the issue's recipients. */
  deliveries: number
  hard_bounce: number
  complaint: number
}

/**
 * The share as a percentage with as many decimals (one to three) as it takes to show that it passed
 * the threshold: 5.04 % is "5.04 %", not a "5.0 %" that looks like it did not.
 */
function percent(share: number, threshold: number): string {
  let decimals = 1
  while (decimals < 3 && Number((share * 100).toFixed(decimals)) <= threshold * 100) decimals += 1
  return `${(share * 100).toFixed(decimals)} %`
}

/**
 * The thresholds the issue's counts pass, each with the reason the progress view shows, e.g. "Paused
 * automatically: 6.1 % hard bounces after 1,000 deliveries"; none below the first
 * AUTO_PAUSE.afterDeliveries deliveries or within both thresholds.
 */
export function autoPausesFor(counts: IssueEventCounts): Array<{ kind: AutoPauseKind; reason: string }> {
  if (counts.deliveries < AUTO_PAUSE.afterDeliveries) return []
  return (Object.keys(AUTO_PAUSE.thresholds) as AutoPauseKind[]).flatMap((kind) => {
    const share = counts[kind] / counts.deliveries
    const threshold = AUTO_PAUSE.thresholds[kind]
    if (share <= threshold) return []
    const after = counts.deliveries.toLocaleString('en-US')
    return [{ kind, reason: `Paused automatically: ${percent(share, threshold)} ${AUTO_PAUSE_NOUNS[kind]} after ${after} deliveries` }]
  })
}

/** What the subscriber's record says about why the newsletter stopped (suppressionReason). */
export function suppressionReason(event: NewsletterEvent, provider: string): string {
  const detail = event.detail ? `: ${event.detail}` : ''
  switch (event.type) {
    case 'hard_bounce':
      return `Hard bounce reported by ${provider}${detail}`
    case 'soft_bounce':
      return `Soft bounces on ${SOFT_BOUNCE_RULE.bounced} of the last ${SOFT_BOUNCE_RULE.of} deliveries (latest reported by ${provider}${detail})`
    case 'complaint':
      return `Complaint (marked as spam) reported by ${provider}${detail}; unsubscribed`
    case 'delivered':
      throw new Error('A delivery suppresses nothing')
  }
}
