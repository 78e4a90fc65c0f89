import type { PayloadRequest } from 'payload'
import type { PoolClient } from 'pg'
import { sql } from '@payloadcms/db-postgres'
import type { SqlRunner } from './record'

/** A runner on a pg client the caller holds in a transaction (see `inTransaction`). */
export const runnerForClient = (client: PoolClient): SqlRunner =>
  Object.assign(async (text: string, values: unknown[]) => client.query(text, values), { connection: client })

/** Drizzle's `execute`, on the adapter's database or on a transaction (`tx`) of it. */
export interface DrizzleExecutor {
  execute: (query: ReturnType<typeof sql.raw>) => Promise<{ rows: Record<string, unknown>[] }>
}

/** A runner on a drizzle transaction (`payload.db.drizzle.transaction(async (tx) => …)`). */
export const runnerForDrizzle = (db: DrizzleExecutor): SqlRunner =>
  Object.assign(
    async (text: string, values: unknown[]) => {
      // Numbered placeholders become drizzle params in the same order.
      const parts = text.split(/\$(\d+)/)
      let query = sql.raw(parts[0] ?? '')
      for (let i = 1; i < parts.length; i += 2) {
        query = sql`${query}${values[Number(parts[i]) - 1]}${sql.raw(parts[i + 1] ?? '')}`
      }
      return db.execute(query)
    },
    { connection: db },
  )

/**
 * A runner inside the Payload request's transaction, so audit rows written by collection hooks commit
 * or roll back with the change they describe. It finds the transaction as Payload's adapter does
 * (`req.transactionID` names a session of the adapter); without one, each append gets a transaction of
 * its own on the adapter's pool.
 */
export async function runnerForRequest(req: PayloadRequest): Promise<SqlRunner> {
  const id = req.transactionID === undefined ? undefined : await req.transactionID
  const adapter = req.payload.db as unknown as {
    drizzle: DrizzleExecutor & { transaction: (work: (tx: DrizzleExecutor) => Promise<void>) => Promise<void> }
    sessions?: Record<string, { db: DrizzleExecutor }>
  }
  const session = id !== undefined ? adapter.sessions?.[String(id)]?.db : undefined
  if (session) return runnerForDrizzle(session)
  return Object.assign(runnerForDrizzle(adapter.drizzle), {
    standalone: (work: (run: SqlRunner) => Promise<void>) => adapter.drizzle.transaction((tx) => work(runnerForDrizzle(tx))),
  })
}
