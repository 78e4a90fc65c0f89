// Applies the committed migrations (src/migrations) to DATABASE_URL and exits: the schema step of
// `npm run restore`, run as `NODE_ENV=production node --conditions=production --import tsx scripts/migrate.ts`
// (scripts/lib/app-conditions.mjs). Payload applies them while it initialises in production
// (prodMigrations), exactly as the server does on start.
import { getPayload } from 'payload'
import config from '../src/payload.config'

if (process.env.NODE_ENV !== 'production') throw new Error('scripts/migrate.ts applies migrations only with NODE_ENV=production')
const payload = await getPayload({ config })
const { rows } = await payload.db.pool.query<{ name: string }>('SELECT name FROM payload_migrations WHERE batch <> -1 ORDER BY name')
console.log(`Migrations applied: ${rows.map((row) => row.name).join(', ')}`)
process.exit(0)
