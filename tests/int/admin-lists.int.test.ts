// The staff lists stay bounded at any size: the subscribers list answers one page with the counts per
// status, and the CSV export streams every matching subscriber in batches (each exactly once, newest
// first) instead of building the file in memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { insertSubscribers } from '../../scripts/lib/scale-data.mjs'
import { api, payloadInstance, signInNewAccount } from '../helpers/api'

const prefix = `lists-${Date.now().toString(36)}-`
// More than two export batches (1,000 rows each), all inactive: no newsletter send of another test
// file may count them as recipients.
const SIZE = 2_150
let admin = ''
let payload: Payload

beforeAll(async () => {
  payload = await payloadInstance()
  admin = await signInNewAccount(`lists-${prefix}`, 'lists-pass-1', 'admin')
  await insertSubscribers(payload.db.pool, SIZE, { prefix })
  await payload.db.drizzle.execute(
    sql`UPDATE newsletter_subscribers SET status = 'inactive', is_active = false WHERE email LIKE ${`${prefix}%`}`,
  )
})

afterAll(async () => {
  await payload.db.drizzle.execute(sql`DELETE FROM newsletter_subscribers WHERE email LIKE ${`${prefix}%`}`)
})

interface SubscribersAnswer {
  subscribers: Array<{ email: string; status: string }>
  totalDocs: number
  page: number
  hasNextPage: boolean
  counts: Record<'active' | 'pending' | 'inactive', number>
}

describe('staff lists at size', () => {
  it('answer one bounded page of subscribers, searched in the database, with the counts per status', async () => {
    const first = await api<SubscribersAnswer>('GET', `/api/admin/newsletter/subscribers?q=${prefix}`, { cookie: admin })
    expect(first.status).toBe(200)
    expect(first.json.totalDocs).toBe(SIZE)
    expect(first.json.subscribers).toHaveLength(50)
    expect(first.json.hasNextPage).toBe(true)
    const { rows } = await payload.db.drizzle.execute<{ status: string; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM newsletter_subscribers GROUP BY status`,
    )
    const expected = Object.fromEntries(rows.map((row) => [row.status, row.n]))
    expect(first.json.counts).toEqual({ active: expected.active ?? 0, pending: expected.pending ?? 0, inactive: expected.inactive ?? 0 })
    const huge = await api<SubscribersAnswer>('GET', `/api/admin/newsletter/subscribers?limit=1000000`, { cookie: admin })
    expect(huge.json.subscribers.length).toBeLessThanOrEqual(200)
  })

  it('export every matching subscriber once, newest first, across batches', async () => {
    const answer = await api('GET', '/api/admin/newsletter/subscribers/export?status=inactive', { cookie: admin })
    expect(answer.status).toBe(200)
    const lines = answer.text.trim().split('\r\n')
    expect(lines[0]).toBe('"Email","Status","Subscribed","Source","Confirmed","Unsubscribed"')
    const mine = lines.slice(1).filter((line) => line.startsWith(`"${prefix}`))
    expect(mine).toHaveLength(SIZE)
    expect(new Set(mine).size).toBe(SIZE)
    const { rows } = await payload.db.drizzle.execute<{ email: string }>(
      sql`SELECT email FROM newsletter_subscribers WHERE email LIKE ${`${prefix}%`} ORDER BY subscribed_at DESC, id DESC`,
    )
    expect(mine.map((line) => JSON.parse(line.split(',')[0]!) as string)).toEqual(rows.map((row) => row.email))
  })
})
