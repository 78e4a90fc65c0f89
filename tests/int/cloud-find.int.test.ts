import { describe, expect, it } from 'vitest'
import { readApprovedSubmission } from '@/lib/submissions/queries'
import { payloadInstance } from '../helpers/api'
import { validSubmission } from '../helpers/fixtures'

// A find's permalink page shows approved finds only: pending, rejected and unknown ids are 404s.
describe('readApprovedSubmission (find permalink pages)', () => {
  it('answers an approved find with its public fields only, and null for pending, rejected and unknown ids', async () => {
    const payload = await payloadInstance()
    const create = (status: 'approved' | 'pending' | 'rejected') =>
      payload.create({
        collection: 'headstash-submissions',
        data: { ...validSubmission.flower, name: `Permalink ${status} ${Date.now()}`, status },
        overrideAccess: true,
      })
    const [approved, pending, rejected] = await Promise.all([create('approved'), create('pending'), create('rejected')])

    const find = await readApprovedSubmission(approved.id)
    expect(find).toMatchObject({ id: approved.id, status: 'approved', name: approved.name, breeder: 'Test Breeder', flames: 4 })
    expect(find).not.toHaveProperty('submitterEmail')
    expect(find).not.toHaveProperty('reviewNotes')
    expect(await readApprovedSubmission(pending.id)).toBeNull()
    expect(await readApprovedSubmission(rejected.id)).toBeNull()
    expect(await readApprovedSubmission(2_000_000_000)).toBeNull()
  })
})
