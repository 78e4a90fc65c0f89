// The app's jobs queue runner settings and the run endpoint's access rule (src/lib/jobs/queue.ts).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { PayloadRequest } from 'payload'
import { canRunJobs, JOBS_RUN_PATH, jobsRunnerSettings, jobsSecret, runJobsSoon, startJobsRunner } from '@/lib/jobs/queue'

const requestWith = (headers: Record<string, string>, user: PayloadRequest['user'] = null) =>
  ({ headers: new Headers(headers), user }) as unknown as PayloadRequest

describe('jobs runner settings', () => {
  it('runs every minute by default, and not at all with PAYLOAD_JOBS_AUTORUN=false', () => {
    expect(jobsRunnerSettings({})).toEqual({ enabled: true, intervalMs: 60_000 })
    expect(jobsRunnerSettings({ PAYLOAD_JOBS_AUTORUN: 'false' }).enabled).toBe(false)
  })

  it('takes the interval from PAYLOAD_JOBS_INTERVAL_SECONDS, ignoring nonsense', () => {
    expect(jobsRunnerSettings({ PAYLOAD_JOBS_INTERVAL_SECONDS: '5' }).intervalMs).toBe(5_000)
    expect(jobsRunnerSettings({ PAYLOAD_JOBS_INTERVAL_SECONDS: '0' }).intervalMs).toBe(60_000)
    expect(jobsRunnerSettings({ PAYLOAD_JOBS_INTERVAL_SECONDS: 'soon' }).intervalMs).toBe(60_000)
  })
})

describe('who may run the queue', () => {
  it('uses CRON_SECRET when set, otherwise a secret derived from PAYLOAD_SECRET', () => {
    expect(jobsSecret({ CRON_SECRET: 'cron' })).toBe('cron')
    expect(jobsSecret({ PAYLOAD_SECRET: 'a' })).not.toBe(jobsSecret({ PAYLOAD_SECRET: 'b' }))
    // Not the session secret itself: a leaked worker secret must not sign sessions.
    expect(jobsSecret({ PAYLOAD_SECRET: 'session-secret' })).not.toContain('session-secret')
  })

  it('admits staff and the bearer of the secret, nobody else', () => {
    const secret = jobsSecret()
    expect(canRunJobs({ req: requestWith({ authorization: `Bearer ${secret}` }) })).toBe(true)
    expect(canRunJobs({ req: requestWith({}, { role: 'admin' } as PayloadRequest['user']) })).toBe(true)
    expect(canRunJobs({ req: requestWith({}, { role: 'user' } as PayloadRequest['user']) })).toBe(false)
    expect(canRunJobs({ req: requestWith({ authorization: `Bearer ${secret}x` }) })).toBe(false)
    expect(canRunJobs({ req: requestWith({ authorization: secret }) })).toBe(false)
    expect(canRunJobs({ req: requestWith({}) })).toBe(false)
  })
})

describe('the runner runs at once when a job is queued', () => {
  /** A stand-in for the app's run endpoint on loopback that holds each answer until the test releases it. */
  async function runEndpoint() {
    const requests: Array<{ path: string; authorization: string | undefined; answer: () => void }> = []
    const waiters: Array<() => void> = []
    const server = createServer((req, res) => {
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, answer: () => res.end('{}') })
      waiters.splice(0).forEach((wake) => wake())
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const requestCount = async (count: number) => {
      while (requests.length < count) await new Promise<void>((wake) => waiters.push(wake))
    }
    const close = () => new Promise<void>((resolve) => server.close(() => resolve()))
    return { origin: `http://127.0.0.1:${port}`, requests, requestCount, close }
  }

  it('runJobsSoon asks the run endpoint now, not at the next tick; a call during a run gets one more run after it', async () => {
    const endpoint = await runEndpoint()
    const stop = startJobsRunner({ origin: endpoint.origin, intervalMs: 3_600_000 })
    try {
      runJobsSoon()
      await endpoint.requestCount(1)
      expect(endpoint.requests[0]).toMatchObject({ path: JOBS_RUN_PATH, authorization: `Bearer ${jobsSecret()}` })
      // Queued while the first run is still going: that run may have looked before the job existed.
      runJobsSoon()
      runJobsSoon()
      expect(endpoint.requests).toHaveLength(1)
      endpoint.requests[0]!.answer()
      await endpoint.requestCount(2)
      endpoint.requests[1]!.answer()
    } finally {
      stop()
      await endpoint.close()
    }
    // Stopped: nothing left listening for the call.
    runJobsSoon()
    expect(endpoint.requests).toHaveLength(2)
  })
})
