// Next.js runs register() once per server start and waits for it before serving requests.
// Initialising Payload here applies pending migrations in production (prodMigrations) up front,
// starts the jobs queue runner (scheduled publishing, newsletter e-mail), and loads the demo content when the launcher asks for it (`npm run demo` / `npm run dev`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  const payload = await getPayload({ config })
  // The app's own jobs queue runner (src/lib/jobs/queue.ts), unless PAYLOAD_JOBS_AUTORUN=false.
  // Imported here, behind the runtime check, so the Edge bundle never sees node:crypto.
  const { jobsRunnerSettings, startJobsRunner } = await import('./lib/jobs/queue')
  const jobs = jobsRunnerSettings()
  // scripts/server.mjs (and `next dev`) listen on PORT, on every interface.
  if (jobs.enabled) {
    startJobsRunner({ origin: `http://127.0.0.1:${process.env.PORT ?? 3000}`, intervalMs: jobs.intervalMs })
    // The newsletter queue runs beside it in this process (a single server, the demo); production runs
    // it in `npm run worker` processes instead.
    const { startNewsletterWorker } = await import('./lib/newsletter/worker')
    startNewsletterWorker(payload)
  }
  if (process.env.HEADSTASH_SEED_DEMO !== 'true') return
  const username = process.env.SEED_ADMIN_USERNAME
  const password = process.env.SEED_ADMIN_PASSWORD
  if (!username || !password) throw new Error('HEADSTASH_SEED_DEMO needs SEED_ADMIN_USERNAME and SEED_ADMIN_PASSWORD')
  const { seedDemoContent } = await import('./seed')
  await seedDemoContent(payload, { username, password })
}
