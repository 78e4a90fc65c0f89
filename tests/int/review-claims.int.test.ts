import { beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '@/lib/auth/texts'
import { CLAIM_LEASE_SECONDS, REVIEW_MESSAGES } from '@/lib/moderation/review'
import { api, payloadInstance, signInNewAccount } from '../helpers/api'
import { validSubmission } from '../helpers/fixtures'

// Two moderators on one queue: claims show who is reviewing what, and a decision is refused when
// another moderator holds the entry (unless forced) or decided it already.
const suffix = `${Date.now()}`
const BASE = '/api/admin/headstash-submissions'
let alice = ''
let bob = ''
let plainUser = ''
let aliceId = 0

interface ClaimAnswer {
  claim: { submissionId: number; username: string; expiresAt: string; mine: boolean }
  message?: string
}
interface DecisionAnswer {
  submission: { id: number; status: string; rejectionReason?: string | null; rejectionNote?: string | null; reviewedBy?: number | null }
  previous: { status: string; reason: string | null; note: string | null }
  message?: string
}

async function pendingEntry(name: string): Promise<number> {
  const payload = await payloadInstance()
  const doc = await payload.create({
    collection: 'headstash-submissions',
    data: { ...validSubmission.flower, name: `${name} ${suffix}`, status: 'pending' } as never,
    overrideAccess: true,
  })
  return doc.id
}

beforeAll(async () => {
  alice = await signInNewAccount(`alice-${suffix}`, 'alice-pass-1', 'admin')
  bob = await signInNewAccount(`bob-${suffix}`, 'bob-pass-1', 'admin')
  plainUser = await signInNewAccount(`plain-${suffix}`, 'plain-pass-1', 'user')
  const payload = await payloadInstance()
  const { docs } = await payload.find({ collection: 'users', where: { username: { equals: `alice-${suffix}` } }, overrideAccess: true })
  aliceId = docs[0]?.id ?? 0
})

describe('review claims and decisions', () => {
  it.each([
    ['GET', `${BASE}/claims`],
    ['POST', `${BASE}/1/claim`],
    ['POST', `${BASE}/1/release`],
    ['POST', `${BASE}/1/decision`],
  ] as const)('%s %s answers 401 signed out and 403 to a non-staff account', async (method, path) => {
    const body = method === 'GET' ? undefined : {}
    expect((await api(method, path, { body })).status).toBe(401)
    const notStaff = await api(method, path, { body, cookie: plainUser })
    expect(notStaff.status).toBe(403)
    expect(notStaff.json).toEqual({ message: AUTH_MESSAGES.adminOnly })
  })

  it('a claim shows another moderator who holds the entry, and is renewed or released only by its holder', async () => {
    const id = await pendingEntry('Claimed Kush')
    const before = Date.now()
    const first = await api<ClaimAnswer>('POST', `${BASE}/${id}/claim`, { body: {}, cookie: alice })
    expect(first.status).toBe(200)
    expect(first.json.claim).toMatchObject({ submissionId: id, username: `alice-${suffix}`, mine: true })
    const lease = Date.parse(first.json.claim.expiresAt) - before
    expect(lease).toBeGreaterThan((CLAIM_LEASE_SECONDS - 10) * 1000)
    expect(lease).toBeLessThanOrEqual((CLAIM_LEASE_SECONDS + 10) * 1000)

    const taken = await api<ClaimAnswer>('POST', `${BASE}/${id}/claim`, { body: {}, cookie: bob })
    expect(taken.status).toBe(409)
    expect(taken.json).toMatchObject({
      message: REVIEW_MESSAGES.beingReviewedBy(`alice-${suffix}`),
      claim: { submissionId: id, mine: false },
    })
    const seenByBob = await api<{ claims: ClaimAnswer['claim'][] }>('GET', `${BASE}/claims`, { cookie: bob })
    expect(seenByBob.json.claims.find((claim) => claim.submissionId === id)).toMatchObject({ username: `alice-${suffix}`, mine: false })

    // Bob cannot release Alice's claim; Alice renews hers and then lets go, and Bob takes it.
    expect((await api<{ released: boolean }>('POST', `${BASE}/${id}/release`, { body: {}, cookie: bob })).json.released).toBe(false)
    expect((await api<ClaimAnswer>('POST', `${BASE}/${id}/claim`, { body: {}, cookie: alice })).status).toBe(200)
    expect((await api<{ released: boolean }>('POST', `${BASE}/${id}/release`, { body: {}, cookie: alice })).json.released).toBe(true)
    expect((await api<ClaimAnswer>('POST', `${BASE}/${id}/claim`, { body: {}, cookie: bob })).json.claim.mine).toBe(true)

    expect((await api('POST', `${BASE}/999999999/claim`, { body: {}, cookie: alice })).status).toBe(404)
  })

  it('a lapsed claim is taken over', async () => {
    const id = await pendingEntry('Lapsed Kush')
    expect((await api('POST', `${BASE}/${id}/claim`, { body: {}, cookie: alice })).status).toBe(200)
    const payload = await payloadInstance()
    await payload.db.pool.query(`UPDATE submission_claims SET expires_at = now() - interval '1 second' WHERE submission_id = $1`, [id])
    const bobs = await api<ClaimAnswer>('POST', `${BASE}/${id}/claim`, { body: {}, cookie: bob })
    expect(bobs.status).toBe(200)
    expect(bobs.json.claim).toMatchObject({ username: `bob-${suffix}`, mine: true })
  })

  it('approving an entry another moderator holds is refused unless forced, and stamps the reviewer', async () => {
    const id = await pendingEntry('Contested Kush')
    await api('POST', `${BASE}/${id}/claim`, { body: {}, cookie: bob })
    const refused = await api<DecisionAnswer>('POST', `${BASE}/${id}/decision`, {
      body: { status: 'approved', from: 'pending' },
      cookie: alice,
    })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(REVIEW_MESSAGES.beingReviewedBy(`bob-${suffix}`))
    const payload = await payloadInstance()
    expect((await payload.findByID({ collection: 'headstash-submissions', id, overrideAccess: true })).status).toBe('pending')

    const forced = await api<DecisionAnswer>('POST', `${BASE}/${id}/decision`, {
      body: { status: 'approved', from: 'pending', force: true },
      cookie: alice,
    })
    expect(forced.status, forced.text).toBe(200)
    expect(forced.json.previous).toEqual({ status: 'pending', reason: null, note: null })
    const stored = await payload.findByID({ collection: 'headstash-submissions', id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ status: 'approved', reviewedBy: aliceId })
    expect(stored.reviewedAt).toBeTruthy()
    // Decided: the claim is gone, and Bob's stale screen cannot decide it a second time.
    const claims = await api<{ claims: ClaimAnswer['claim'][] }>('GET', `${BASE}/claims`, { cookie: bob })
    expect(claims.json.claims.some((claim) => claim.submissionId === id)).toBe(false)
    const lateClaim = await api<ClaimAnswer>('POST', `${BASE}/${id}/claim`, { body: {}, cookie: bob })
    expect(lateClaim.status).toBe(409)
    expect(lateClaim.json.message).toBe(REVIEW_MESSAGES.alreadyDecided('approved'))
    const second = await api<DecisionAnswer>('POST', `${BASE}/${id}/decision`, {
      body: { status: 'rejected', reason: 'duplicate', from: 'pending' },
      cookie: bob,
    })
    expect(second.status).toBe(409)
    expect(second.json.message).toBe(REVIEW_MESSAGES.alreadyDecided('approved'))
  })

  it('a rejection stores its reason and note; undoing it clears them', async () => {
    const id = await pendingEntry('Rejected Kush')
    const noReason = await api<DecisionAnswer>('POST', `${BASE}/${id}/decision`, { body: { status: 'rejected' }, cookie: alice })
    expect(noReason.status).toBe(400)
    expect(noReason.json.message).toBe(REVIEW_MESSAGES.reasonRequired)
    const otherWithoutNote = await api<DecisionAnswer>('POST', `${BASE}/${id}/decision`, {
      body: { status: 'rejected', reason: 'other' },
      cookie: alice,
    })
    expect(otherWithoutNote.status).toBe(400)
    expect(otherWithoutNote.json.message).toBe(REVIEW_MESSAGES.noteRequired)

    const rejected = await api<DecisionAnswer>('POST', `${BASE}/${id}/decision`, {
      body: { status: 'rejected', reason: 'unclear-photo', note: ' Blurry ', from: 'pending' },
      cookie: alice,
    })
    expect(rejected.status).toBe(200)
    expect(rejected.json.submission).toMatchObject({ status: 'rejected', rejectionReason: 'unclear-photo', rejectionNote: 'Blurry' })

    const undone = await api<DecisionAnswer>('POST', `${BASE}/${id}/decision`, {
      body: { status: 'pending', from: 'rejected' },
      cookie: alice,
    })
    expect(undone.status).toBe(200)
    expect(undone.json.previous).toEqual({ status: 'rejected', reason: 'unclear-photo', note: 'Blurry' })
    const payload = await payloadInstance()
    const stored = await payload.findByID({ collection: 'headstash-submissions', id, overrideAccess: true })
    expect(stored).toMatchObject({ status: 'pending', rejectionReason: null, rejectionNote: null })
  })

  it('of two moderators deciding the same entry at once, exactly one decides', async () => {
    const id = await pendingEntry('Raced Kush')
    const answers = await Promise.all([
      api<DecisionAnswer>('POST', `${BASE}/${id}/decision`, { body: { status: 'approved', from: 'pending', force: true }, cookie: alice }),
      api<DecisionAnswer>('POST', `${BASE}/${id}/decision`, {
        body: { status: 'rejected', reason: 'duplicate', from: 'pending', force: true },
        cookie: bob,
      }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const winner = answers.find((answer) => answer.status === 200)?.json.submission.status
    const payload = await payloadInstance()
    expect((await payload.findByID({ collection: 'headstash-submissions', id, overrideAccess: true })).status).toBe(winner)
  })

  it('answers hostile input with a 4xx and a message, never a 500', async () => {
    const id = await pendingEntry('Hostile Kush')
    for (const path of [`${BASE}/abc/decision`, `${BASE}/0/claim`, `${BASE}/99999999999/release`, `${BASE}/-1/decision`]) {
      const answer = await api('POST', path, { body: { status: 'approved' }, cookie: alice })
      expect(answer.status, path).toBe(404)
      expect(answer.json, path).toHaveProperty('message')
    }
    for (const body of [[], 'approved', { status: 'live' }, { status: 'approved', force: 'yes' }, { status: 'rejected', reason: 'nope' }]) {
      const answer = await api('POST', `${BASE}/${id}/decision`, { body, cookie: alice })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.json, JSON.stringify(body)).toHaveProperty('message')
    }
    const notJson = await api('POST', `${BASE}/${id}/decision`, {
      rawBody: '{"status":',
      headers: { 'content-type': 'application/json' },
      cookie: alice,
    })
    expect(notJson.status).toBe(400)
    const payload = await payloadInstance()
    expect((await payload.findByID({ collection: 'headstash-submissions', id, overrideAccess: true })).status).toBe('pending')
  })
})
