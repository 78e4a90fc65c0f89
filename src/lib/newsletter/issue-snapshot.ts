import type { Payload } from 'payload'
import type { NewsletterIssue } from '@/payload-types'
import { payloadPool as pool } from '@/lib/db/transaction'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'
import { directIssueReaders, resolveIssueContent, type IssueNode } from './issue-content'
import { SENDS_TABLE } from './ledger'

/**
 * An issue as it went out: its subject, preheader and body with the live blocks (featured finds, the
 * latest episode, recent changelog entries) resolved at the moment its send started. Stored with the
 * send, it is what every message of the send shows, and what the web page and the feed show afterwards,
 * however the live content moves on.
 */
export interface IssueSnapshot {
  subject: string
  preheader: string
  nodes: IssueNode[]
}

/** The issue's content now, as a send starting now would fix it. */
export async function snapshotIssue(payload: Payload, issue: NewsletterIssue): Promise<IssueSnapshot> {
  return {
    subject: issue.subject,
    preheader: issue.preheader ?? '',
    nodes: await resolveIssueContent(issue.body, directIssueReaders(payload), publicOrigin()),
  }
}

/** A stored snapshot, or null when the value is not one (a send from before snapshots were stored). */
export function asSnapshot(value: unknown): IssueSnapshot | null {
  if (!value || typeof value !== 'object') return null
  const { subject, preheader, nodes } = value as Partial<Record<keyof IssueSnapshot, unknown>>
  if (typeof subject !== 'string' || typeof preheader !== 'string' || !Array.isArray(nodes)) return null
  return { subject, preheader, nodes: nodes as IssueNode[] }
}

/** The issue with the subject and preheader it was sent with. */
export const issueAsSent = <T extends Pick<NewsletterIssue, 'subject' | 'preheader'>>(
  issue: T,
  sent: Pick<IssueSnapshot, 'subject' | 'preheader'> | null | undefined,
): T => (sent ? { ...issue, subject: sent.subject, preheader: sent.preheader } : issue)

/**
 * What each issue was sent with: the snapshot of its first send (a re-send to those not yet reached
 * carries the same one). Issues without one (made public before snapshots were stored) are left out.
 */
export async function sentSnapshots(payload: Payload, issueIds: readonly number[]): Promise<Map<number, IssueSnapshot>> {
  const snapshots = new Map<number, IssueSnapshot>()
  if (!issueIds.length) return snapshots
  const { rows } = await pool(payload).query<{ issue: number; content: unknown }>(
    `SELECT DISTINCT ON (issue_id) issue_id AS issue, content FROM ${SENDS_TABLE}
     WHERE issue_id = ANY($1::int[]) AND content IS NOT NULL ORDER BY issue_id, id`,
    [issueIds],
  )
  for (const row of rows) {
    const snapshot = asSnapshot(row.content)
    if (snapshot) snapshots.set(row.issue, snapshot)
  }
  return snapshots
}

/** The subject and preheader each issue was sent with (lists need no body), by issue id. */
export async function sentHeadlines(
  payload: Payload,
  issueIds: readonly number[],
): Promise<Map<number, Pick<IssueSnapshot, 'subject' | 'preheader'>>> {
  const headlines = new Map<number, Pick<IssueSnapshot, 'subject' | 'preheader'>>()
  if (!issueIds.length) return headlines
  const { rows } = await pool(payload).query<{ issue: number; subject: string | null; preheader: string | null }>(
    `SELECT DISTINCT ON (issue_id) issue_id AS issue, content->>'subject' AS subject, content->>'preheader' AS preheader
     FROM ${SENDS_TABLE} WHERE issue_id = ANY($1::int[]) AND content IS NOT NULL ORDER BY issue_id, id`,
    [issueIds],
  )
  for (const row of rows) {
    if (row.subject !== null) headlines.set(row.issue, { subject: row.subject, preheader: row.preheader ?? '' })
  }
  return headlines
}
