import { describe, expect, it } from 'vitest'
import { IMAGE_INPUT_ACCEPT, screenImageFiles, UPLOAD_RULES_TEXT } from '@/admin/image-recovery/files'
import { exactRows, isRecoverImageResponse, type MatchRow, matchesFoundText, matchesReducer } from '@/admin/image-recovery/matches'
import {
  cloudTestToast,
  exactMatchesAppliedToast,
  fixCloudUrlsToast,
  imageAppliedToast,
  scanToast,
  uploadFailedToast,
  uploadSummaryToast,
} from '@/admin/image-recovery/toasts'
import { MAX_IMAGE_BYTES } from '@/lib/images/messages'

const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('image recovery file screening', () => {
  it('processes only image/* files from a drop, and refuses other image types and oversize files', () => {
    const result = screenImageFiles(
      [
        file('notes.txt', 'text/plain'),
        file('a.jpg', 'image/jpeg'),
        file('b.png', 'image/png', MAX_IMAGE_BYTES),
        file('c.gif', 'image/gif'),
        file('d.webp', 'image/webp'),
        file('e.png', 'image/png', MAX_IMAGE_BYTES + 1),
        file('f.pdf', 'application/pdf'),
      ],
      'drop',
    )
    expect(result.accepted.map((accepted) => accepted.name)).toEqual(['a.jpg', 'b.png', 'c.gif'])
    expect(result.ignored).toBe(2)
    expect(result.refused).toEqual([
      { fileName: 'd.webp', message: 'd.webp: only JPG, PNG and GIF images are accepted' },
      { fileName: 'e.png', message: 'e.png: larger than 10MB' },
    ])
  })

  it('refuses a picked non-image file with a message instead of skipping it', () => {
    const result = screenImageFiles([file('notes.txt', 'text/plain'), file('empty.png', 'image/png', 0)], 'picker')
    expect(result.ignored).toBe(0)
    expect(result.accepted).toEqual([])
    expect(result.refused.map((refusal) => refusal.message)).toEqual([
      'notes.txt: only JPG, PNG and GIF images are accepted',
      'empty.png: the file is empty',
    ])
  })

  it('states the upload rules: JPG, PNG or GIF, up to 10MB each', () => {
    expect(UPLOAD_RULES_TEXT).toBe('JPG, PNG or GIF, up to 10MB each')
    expect(IMAGE_INPUT_ACCEPT).toContain('image/jpeg')
  })
})

const row = (key: string, confidence: MatchRow['confidence'], id: number | null): MatchRow => ({
  key,
  fileName: `${key}.jpg`,
  cloudUrl: `/api/media/file/${key}.webp`,
  confidence,
  suggestedMatch: id === null ? null : { id, name: `Strain ${id}` },
})

describe('smart match results list', () => {
  const rows = [row('a', 'exact match', 1), row('b', 'partial match', 2), row('c', 'no match', null), row('d', 'exact match', 4)]

  it('adds rows in upload order and removes applied ones only', () => {
    let state = matchesReducer([], { type: 'added', row: rows[0]! })
    state = matchesReducer(state, { type: 'added', row: rows[1]! })
    expect(state.map((entry) => entry.key)).toEqual(['a', 'b'])
    expect(matchesReducer(rows, { type: 'applied', keys: ['a', 'd'] }).map((entry) => entry.key)).toEqual(['b', 'c'])
    expect(matchesReducer(rows, { type: 'applied', keys: [] })).toEqual(rows)
  })

  it('selects the exact rows for Apply All and counts suggested matches', () => {
    expect(exactRows(rows).map((entry) => entry.key)).toEqual(['a', 'd'])
    expect(matchesFoundText(rows)).toBe('3 matches found')
    expect(matchesFoundText([rows[0]!])).toBe('1 match found')
    expect(matchesFoundText([])).toBe('0 matches found')
  })

  it('recognises the recover-images answer', () => {
    expect(
      isRecoverImageResponse({
        fileName: 'a.jpg',
        cloudUrl: '/x',
        suggestedMatch: { id: 1, name: 'A' },
        confidence: 'exact match',
        originalSize: 3,
      }),
    ).toBe(true)
    expect(isRecoverImageResponse({ fileName: 'a.jpg', cloudUrl: '/x', suggestedMatch: null, confidence: 'no match' })).toBe(true)
    expect(isRecoverImageResponse({ fileName: 'a.jpg', cloudUrl: '/x', suggestedMatch: null, confidence: 'maybe' })).toBe(false)
    expect(isRecoverImageResponse({ fileName: 'a.jpg', cloudUrl: '/x', suggestedMatch: { id: '1' }, confidence: 'exact match' })).toBe(
      false,
    )
    expect(isRecoverImageResponse('ok')).toBe(false)
  })
})

describe('image recovery toasts', () => {
  it('scan: destructive when files are missing, otherwise placeholders cleared or all valid', () => {
    expect(scanToast({ ok: true, data: { missingFileCount: 2, placeholderCount: 0, missing: [] } })).toMatchObject({
      variant: 'destructive',
    })
    expect(scanToast({ ok: true, data: { missingFileCount: 0, placeholderCount: 3, missing: [] } })).toEqual({
      title: 'Image scan complete',
      description: 'Cleared 3 placeholder image URLs',
    })
    expect(scanToast({ ok: true, data: { missingFileCount: 0, placeholderCount: 0, missing: [] } })).toEqual({
      title: 'Image scan complete',
      description: 'All images are valid',
    })
    expect(scanToast({ ok: false, message: 'Not signed in' })).toEqual({
      title: 'Image scan failed',
      description: 'Not signed in',
      variant: 'destructive',
    })
  })

  it('scan: says where to recover from, for the tab that ran it', () => {
    const missing = { ok: true as const, data: { missingFileCount: 1, placeholderCount: 0, missing: [] } }
    expect(scanToast(missing).description).toBe('1 image file missing; upload it below to recover')
    expect(scanToast(missing, 'in the Image Recovery tab').description).toBe(
      '1 image file missing; upload it in the Image Recovery tab to recover',
    )
  })

  it('fix cloud URLs', () => {
    expect(fixCloudUrlsToast({ ok: true, data: { fixedCount: 5 } })).toEqual({
      title: 'Cloud URLs Fixed',
      description: 'Fixed 5 corrupted cloud image URLs',
    })
    expect(fixCloudUrlsToast({ ok: false, message: 'boom' })).toEqual({
      title: 'Fix Failed',
      description: 'Failed to fix cloud URLs',
      variant: 'destructive',
    })
  })

  it('cloud storage test: success, success false, network or parse failure', () => {
    expect(cloudTestToast({ success: true, message: 'Upload successful', details: { testKey: 'storage-test-1.png' } })).toEqual({
      title: 'Cloud Storage Test Successful',
      description: 'Upload successful (test key: storage-test-1.png)',
    })
    // Media on the server's own disk is not called cloud storage.
    expect(cloudTestToast({ success: true, details: { testKey: 'storage-test-2.png', storage: 'local' } })).toEqual({
      title: 'Storage Test Successful',
      description:
        "Upload successful (test key: storage-test-2.png). Media is on this server's local disk, not in cloud storage: no cloud storage is configured.",
    })
    expect(cloudTestToast({ success: false, message: 'Could not read the test object back from s3 storage' })).toEqual({
      title: 'Cloud Storage Test Failed',
      description: 'Could not read the test object back from s3 storage',
      variant: 'destructive',
    })
    expect(cloudTestToast({ success: false })).toMatchObject({ title: 'Cloud Storage Test Failed', description: 'Test failed' })
    expect(cloudTestToast(undefined)).toEqual({
      title: 'Test Error',
      description: 'Failed to run cloud storage test',
      variant: 'destructive',
    })
  })

  it('uploads: per file failure, batch summary', () => {
    expect(uploadFailedToast('a.jpg')).toEqual({ title: 'Upload Failed', description: 'Failed to upload a.jpg', variant: 'destructive' })
    expect(uploadSummaryToast(3, 1)).toEqual({
      title: 'Upload Complete',
      description: 'Uploaded 3 images; review smart matches to apply them',
    })
    expect(uploadSummaryToast(1, 0)?.description).toBe('Uploaded 1 image; review smart matches to apply them')
    expect(uploadSummaryToast(0, 1)).toBeNull()
    expect(uploadSummaryToast(0, 2)).toEqual({ title: 'Upload Failed', description: 'Error uploading images', variant: 'destructive' })
  })

  it('apply and apply all', () => {
    expect(imageAppliedToast('a.jpg', 'Blue Dream').title).toBe('Image Applied')
    expect(exactMatchesAppliedToast(2, 0)).toEqual({ title: 'Exact Matches Applied', description: 'Applied 2 exact matches' })
    expect(exactMatchesAppliedToast(1, 1)).toEqual({
      title: 'Exact Matches Applied',
      description: 'Applied 1 exact match; 1 could not be applied',
    })
    expect(exactMatchesAppliedToast(0, 2)).toEqual({
      title: 'Apply Failed',
      description: 'Failed to apply image to submission',
      variant: 'destructive',
    })
  })
})
