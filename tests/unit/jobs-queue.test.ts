// The app's jobs queue runner settings and the run endpoint's access rule (src/lib/jobs/queue.ts).
import { describe, expect, it } from 'vitest'
import type { PayloadRequest } from 'payload'
import { canRunJobs, jobsRunnerSettings, jobsSecret } from '@/lib/jobs/queue'

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
