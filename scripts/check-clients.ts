// `npm run check:clients`: independent third-party clients against a production build, one table
// (client, what it checks, pass/fail) and the problems under it; exits 1 when any check fails.
// Without CHECK_BASE_URL it starts its own instance (embedded Postgres + demo content; needs
// `npm run build`). With it, CHECK_ADMIN_USERNAME / CHECK_ADMIN_PASSWORD name a staff account
// (default: the demo admin). `npm test` runs the same checks in tests/e2e/clients.spec.ts.
import { formatResults, runClientChecks } from './lib/client-checks'
import { DEMO_ADMIN, startCluster } from './lib/cluster.mjs'

const cluster = process.env.CHECK_BASE_URL ? null : await startCluster({ instances: ['demo'], redis: false })
try {
  const baseUrl = process.env.CHECK_BASE_URL ?? cluster?.apps[0]?.base
  if (!baseUrl) throw new Error('no server to check')
  const staff = {
    username: process.env.CHECK_ADMIN_USERNAME ?? DEMO_ADMIN.username,
    password: process.env.CHECK_ADMIN_PASSWORD ?? DEMO_ADMIN.password,
  }
  const results = await runClientChecks({ baseUrl, staff })
  console.log(`Third-party clients against ${baseUrl}\n`)
  console.log(formatResults(results))
  process.exitCode = results.some((result) => result.problems.length) ? 1 : 0
} finally {
  await cluster?.stop()
}
