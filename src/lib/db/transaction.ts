import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

/** The pg pool behind Payload's Postgres adapter, for the side tables Payload's API does not know. */
export const payloadPool = (payload: Payload): Pool => payload.db.pool as Pool

/** Runs `work` in one transaction on a client of its own: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(payload: Payload, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await payloadPool(payload).connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
