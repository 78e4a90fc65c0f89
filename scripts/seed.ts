// Run by the launcher as `payload run scripts/seed.ts` (npm run seed / npm run demo).
import config from '@payload-config'
import { getPayload } from 'payload'
import { seedDemoContent } from '../src/seed'

const username = process.env.SEED_ADMIN_USERNAME
const password = process.env.SEED_ADMIN_PASSWORD
if (!username || !password) throw new Error('SEED_ADMIN_USERNAME and SEED_ADMIN_PASSWORD must be set')

const payload = await getPayload({ config })
await seedDemoContent(payload, { username, password })
await payload.destroy()
process.exit(0)
