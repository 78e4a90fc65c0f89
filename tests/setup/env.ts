// Runs in each test process before any test file imports the Payload config, which reads the env.
import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.MEDIA_DIR = inject('mediaDir')
process.env.PAYLOAD_SECRET = 'headstash-test-secret'
process.env.PAYLOAD_DB_PUSH = 'false'
// The public origin, as production sets it: Payload then checks Origin/Sec-Fetch-Site on cookie sessions.
process.env.SERVER_URL = 'http://localhost:3000'
