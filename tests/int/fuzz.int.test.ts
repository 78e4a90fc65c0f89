import { describe, expect, it } from 'vitest'
import { api } from '../helpers/api'
import { validSubmission, validStrain } from '../helpers/fixtures'

// A seeded generator keeps any failure reproducible.
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    return state / 0x7fffffff
  }
}

const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  Number.NaN,
  '',
  ' ',
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '\u0000\u0001\uFFFF',
  '😀'.repeat(1000),
  [],
  [1, 2, 3],
  {},
  { $ne: null },
  { nested: { deeper: ['x'] } },
  '../../etc/passwd',
  '1',
  '99999999999999999999',
]

const POST_ENDPOINTS: Array<[string, Record<string, unknown>]> = [
  ['/api/newsletter/subscribe', { email: 'fuzz@example.com' }],
  ['/api/strain-submissions', validStrain],
  ['/api/headstash/submit', validSubmission.concentrate],
  ['/api/subscription-gates/interaction', { gateId: 1, sessionId: 'fuzz', action: 'shown' }],
  ['/api/auth/login', { username: 'fuzz', password: 'fuzz' }],
  ['/api/auth/register', { username: 'fuzz', password: 'fuzz-fuzz', confirmPassword: 'x' }],
]

const RAW_BODIES = ['', '{', '}', 'null', '[]', '"string"', '42', '{"a":', '\u0000', '{"email": }', 'a=b&c=d', '{'.repeat(5000)]

function mutate(base: Record<string, unknown>, next: () => number): Record<string, unknown> {
  const body: Record<string, unknown> = { ...base }
  const keys = [...Object.keys(base), '__proto__', 'constructor', 'status', 'id', 'website']
  const edits = 1 + Math.floor(next() * 3)
  for (let edit = 0; edit < edits; edit += 1) {
    const key = keys[Math.floor(next() * keys.length)] ?? 'x'
    if (next() < 0.2) delete body[key]
    else body[key] = NASTY_VALUES[Math.floor(next() * NASTY_VALUES.length)]
  }
  return body
}

describe('public POSTs under malformed input', () => {
  it.each(POST_ENDPOINTS)('%s never answers 5xx and always explains a refusal', async (path, base) => {
    const next = random(path.length * 7919)
    const failures: string[] = []
    const check = async (label: string, response: Awaited<ReturnType<typeof api>>) => {
      if (response.status >= 500) failures.push(`${label} → ${response.status} ${response.text.slice(0, 200)}`)
      else if (response.status >= 400 && typeof (response.json as { message?: unknown })?.message !== 'string') {
        failures.push(`${label} → ${response.status} without message: ${response.text.slice(0, 200)}`)
      }
    }
    for (const raw of RAW_BODIES) {
      await check(
        `raw ${JSON.stringify(raw.slice(0, 20))}`,
        await api('POST', path, { rawBody: raw, headers: { 'content-type': 'application/json' } }),
      )
    }
    for (let round = 0; round < 60; round += 1) {
      const body = mutate(base, next)
      await check(JSON.stringify(body).slice(0, 120), await api('POST', path, { body }))
    }
    expect(failures).toEqual([])
  })
})
