import type { PayloadRequest } from 'payload'
import type { PoolClient } from 'pg'
import { sql } from '@payloadcms/db-postgres'
import type { SqlRunner } from './record'

/** A runner on a pg client the caller holds in a transaction (see `inTransaction`). */
export const runnerForClient =
  (client: PoolClient): SqlRunner =>
  async (text, values) =>
    client.query(text, values)

/** Drizzle's `execute`, on the adapter's database or on a transaction (`tx`) of it. */
export interface DrizzleExecutor {
  execute: (query: ReturnType<typeof sql.raw>) => Promise<{ rows: Record<string, unknown>[] }>
}

/** A runner on a drizzle transaction (`payload.db.drizzle.transaction(async (tx) => …)`). */
export const runnerForDrizzle =
  (db: DrizzleExecutor): SqlRunner =>
  async (text, values) => {
    // Numbered placeholders become drizzle params in the same order.
    const parts = text.split(/\$(\d+)/)
    let query = sql.raw(parts[0] ?? '')
    for (let i = 1; i < parts.length; i += 2) {
      query = sql`${query}${values[Number(parts[i]) - 1]}${sql.raw(parts[i + 1] ?? '')}`
    }
    return db.execute(query)
  }

/**
 * A runner inside the Payload request's transaction, so audit rows written by collection hooks commit
 * or roll back with the change they describe. It finds the transaction as Payload's adapter does
 * (`req.transactionID` names a session of the adapter); without one it runs on the adapter's own pool.
 */
export async function runnerForRequest(req: PayloadRequest): Promise<SqlRunner> {
  const id = req.transactionID === undefined ? undefined : await req.transactionID
  const adapter = req.payload.db as unknown as { drizzle: DrizzleExecutor; sessions?: Record<string, { db: DrizzleExecutor }> }
  const db = (id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle
  return runnerForDrizzle(db)
}
