import { describe, expect, it } from 'vitest'
import { CHAIN_START, chainHash, storableJson, type AuditRowContent } from '@/lib/audit/record'
import { documentDiff } from '@/lib/audit/trail'
import { diffLines } from '@/admin/audit/diff'

const row: AuditRowContent = {
  actorUserId: 3,
  actorName: 'staff',
  actorEmail: null,
  action: 'update',
  collection: 'headstash-submissions',
  targetId: '7',
  diff: { status: { before: 'pending', after: 'approved' } },
  reason: null,
  requestId: 'r-1',
  batchId: null,
  createdAt: '2026-11-25T20:00:00.000Z',
}

describe('audit chain hash', () => {
  it('is the same for a diff read back from jsonb, whose keys come back in another order', () => {
    // jsonb orders keys by length, then bytes: "after" before "before".
    const readBack = { ...row, diff: { status: { after: 'approved', before: 'pending' } } }
    expect(chainHash(CHAIN_START, readBack)).toBe(chainHash(CHAIN_START, row))
  })

  it('changes with any hashed field and with the previous hash', () => {
    const base = chainHash(CHAIN_START, row)
    expect(chainHash(CHAIN_START, { ...row, reason: 'x' })).not.toBe(base)
    expect(chainHash(CHAIN_START, { ...row, actorUserId: 4 })).not.toBe(base)
    expect(chainHash('1'.repeat(64), row)).not.toBe(base)
  })

  it('stores what jsonb can hold: dates as strings, no undefined members, no NUL', () => {
    expect(storableJson({ at: new Date('2026-01-01T00:00:00Z'), gone: undefined, text: 'a\u0000b' })).toEqual({
      at: '2026-01-01T00:00:00.000Z',
      text: 'a\uFFFDb',
    })
  })
})

describe('audit diff', () => {
  it('keeps only changed fields, leaves out updatedAt, and compares a populated relation by its id', () => {
    const before = { id: 1, name: 'A', image: 5, status: 'pending', updatedAt: '1', hash: 'h' }
    const after = { id: 1, name: 'A', image: { id: 5, filename: 'x.png', createdAt: 'c' }, status: 'approved', updatedAt: '2' }
    expect(documentDiff(before, after)).toEqual({ status: { before: 'pending', after: 'approved' } })
  })

  it('lists the set fields of a created document and every field of a deleted one', () => {
    expect(documentDiff(null, { id: 1, name: 'A', note: null, tags: [] })).toEqual({ name: { before: null, after: 'A' } })
    expect(documentDiff({ id: 1, name: 'A', note: null }, null)).toEqual({ name: { before: 'A', after: null } })
  })

  it('shows a diff as lines of field, before and after', () => {
    expect(diffLines({ name: { before: null, after: 'A' }, tags: { before: ['x'], after: [] } })).toEqual([
      { field: 'name', before: '—', after: 'A' },
      { field: 'tags', before: '["x"]', after: '[]' },
    ])
    expect(diffLines('nonsense')).toEqual([])
  })
})
