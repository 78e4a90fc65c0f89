import type { Payload } from 'payload'
import type { NewsletterIssue } from '@/payload-types'
import { startSnapshot } from './delivery'
import { trackingSettings } from './delivery-settings'
import { snapshotIssue } from './issue-snapshot'
import { messageIdDomain } from './mailer'

/**
 * Starts a send of `issue` now: snapshots its recipients, what its messages show (the live blocks as
 * they are at this moment) and whether they count opens and clicks. Returns the number of recipients,
 * or undefined when the send was not waiting to start.
 */
export async function startSendNow(payload: Payload, sendId: number, issue: NewsletterIssue): Promise<number | undefined> {
  const [content, tracking] = await Promise.all([snapshotIssue(payload, issue), trackingSettings(payload)])
  return startSnapshot(payload, sendId, messageIdDomain(), { content, tracking })
}
