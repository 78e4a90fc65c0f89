import type { Payload } from 'payload'
import { payloadPool as pool } from '@/lib/db/transaction'
import { DELIVERIES_TABLE, LINK_CLICKS_TABLE, SENDS_TABLE } from './ledger'
import { isAppleNetwork, isGenericAgent, isMachineFetch } from './machine-opens'
import { NOT_TRACKED } from './tracking'

/**
 * Opens and clicks as totals per send (and per link): each fetch adds one to a counter and nothing
 * else is written — no recipient, address, user agent or time of the fetch.
 */

/** What a request tells about who fetched: read while answering, never stored. */
export interface Fetcher {
  userAgent: string | null
  address: string
}

/**
 * Whether a machine made the fetch. How long ago the send last delivered a message matters only for a
 * user agent that names no client (a privacy proxy's prefetch), so only then is it looked up.
 */
async function machineFetch(payload: Payload, sendId: number, fetcher: Fetcher): Promise<boolean> {
  let secondsSinceDelivery: number | null = null
  if (!isAppleNetwork(fetcher.address) && isGenericAgent(fetcher.userAgent)) {
    const { rows } = await pool(payload).query<{ seconds: number | null }>(
      `SELECT extract(epoch FROM now() - max(sent_at))::float8 AS seconds FROM ${DELIVERIES_TABLE} WHERE send_id = $1 AND state = 'sent'`,
      [sendId],
    )
    secondsSinceDelivery = rows[0]?.seconds ?? null
  }
  return isMachineFetch({ ...fetcher, secondsSinceDelivery })
}

/** Counts a load of the send's open pixel, when the send counts opens. */
export async function recordOpen(payload: Payload, sendId: number, fetcher: Fetcher): Promise<void> {
  const machine = await machineFetch(payload, sendId, fetcher)
  await pool(payload).query(
    `UPDATE ${SENDS_TABLE} SET ${machine ? 'machine_opens = machine_opens + 1' : 'opens = opens + 1'} WHERE id = $1 AND track_opens`,
    [sendId],
  )
}

/** Counts a click on one of the send's links, when the send counts clicks. */
export async function recordClick(payload: Payload, sendId: number, url: string, fetcher: Fetcher): Promise<void> {
  const machine = await machineFetch(payload, sendId, fetcher)
  await pool(payload).query(
    `INSERT INTO ${LINK_CLICKS_TABLE} AS c (send_id, url, clicks, machine_clicks)
     SELECT id, $2, $3, $4 FROM ${SENDS_TABLE} WHERE id = $1 AND track_clicks
     ON CONFLICT (send_id, md5(url)) DO UPDATE
       SET clicks = c.clicks + excluded.clicks, machine_clicks = c.machine_clicks + excluded.machine_clicks`,
    [sendId, url, machine ? 0 : 1, machine ? 1 : 0],
  )
}

export type OpensReport = { tracked: true; human: number; machine: number } | { tracked: false; note: typeof NOT_TRACKED }
export interface LinkClicks {
  url: string
  clicks: number
  machineClicks: number
}
export type ClicksReport = { tracked: true; links: LinkClicks[] } | { tracked: false; note: typeof NOT_TRACKED }

export interface SendEngagement {
  opens: OpensReport
  clicks: ClicksReport
}

const notTracked = { tracked: false, note: NOT_TRACKED } as const

/** The send's opens and clicks per link (most clicked first), or "Not tracked" for what it did not count. */
export async function sendEngagement(payload: Payload, sendId: number): Promise<SendEngagement> {
  const { rows } = await pool(payload).query<{ trackOpens: boolean; trackClicks: boolean; opens: number; machineOpens: number }>(
    `SELECT track_opens AS "trackOpens", track_clicks AS "trackClicks", opens, machine_opens AS "machineOpens" FROM ${SENDS_TABLE} WHERE id = $1`,
    [sendId],
  )
  const send = rows[0]
  if (!send) return { opens: notTracked, clicks: notTracked }
  const links = send.trackClicks
    ? (
        await pool(payload).query<LinkClicks>(
          `SELECT url, clicks, machine_clicks AS "machineClicks" FROM ${LINK_CLICKS_TABLE} WHERE send_id = $1
           ORDER BY clicks DESC, machine_clicks DESC, id`,
          [sendId],
        )
      ).rows
    : []
  return {
    opens: send.trackOpens ? { tracked: true, human: send.opens, machine: send.machineOpens } : notTracked,
    clicks: send.trackClicks ? { tracked: true, links } : notTracked,
  }
}
