import { describe, expect, it } from 'vitest'
import { changedValues, formValuesOf } from '@/admin/submissions/submission-form'
import { submissionEditSchema } from '@/lib/submissions/schema'
import type { HeadstashSubmission } from '@/payload-types'

const stored = {
  id: 7,
  category: 'flower',
  name: 'Zoap',
  genetics: 'hybrid',
  breeder: 'Deep East',
  whereAcquired: 'Friend',
  flames: 4,
  submittedBy: 'Pending Pete',
  displayName: true,
  location: 'Sacramento, CA',
  industry: 'other',
  status: 'pending',
  thcContent: null,
  updatedAt: '2026-11-23T00:00:00.000Z',
  createdAt: '2026-11-23T00:00:00.000Z',
} as unknown as HeadstashSubmission

describe('submission edit form', () => {
  it('starts from the stored record, nulls as empty inputs', () => {
    const values = formValuesOf(stored)
    expect(values).toMatchObject({ name: 'Zoap', thcContent: '', flames: 4, displayName: true, status: 'pending', reviewNotes: '' })
  })

  it('sends only the fields the operator changed, a cleared field as the empty string', () => {
    const initial = formValuesOf(stored)
    const current = { ...initial, status: 'approved' as const, breeder: '', flames: 5 }
    expect(changedValues(initial, current)).toEqual({ status: 'approved', breeder: '', flames: 5 })
    expect(changedValues(initial, { ...initial })).toEqual({})
  })

  it('validates with the product schema and keeps the review fields', () => {
    const values = { ...formValuesOf(stored), status: 'approved', reviewNotes: 'ok' }
    const parsed = submissionEditSchema.safeParse(values)
    expect(parsed.success && parsed.data).toMatchObject({ name: 'Zoap', status: 'approved', reviewNotes: 'ok' })
    // A flower needs its breeder: the schema's own message, as the server would answer.
    const missing = submissionEditSchema.safeParse({ ...values, breeder: '' })
    expect(missing.success).toBe(false)
    expect(submissionEditSchema.safeParse({ ...values, status: 'archived' }).success).toBe(false)
  })
})
