import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { bigint, index, integer, pgTable, varchar } from '@payloadcms/db-postgres/drizzle/pg-core'

export const RATE_LIMIT_TABLE = 'rate_limits'

/**
 * The table rate-limiter-flexible's Postgres store uses, declared in Payload's schema so that dev
 * push and the generated migrations both create it (the limiter must not create it at run time).
 */
export const rateLimitsTable = pgTable(
  RATE_LIMIT_TABLE,
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
)

export const addRateLimitsTable: NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number] = ({ schema }) => ({
  ...schema,
  tables: { ...schema.tables, [RATE_LIMIT_TABLE]: rateLimitsTable },
})
