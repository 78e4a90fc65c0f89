import { describe, expect, it } from 'vitest'
import { buildBulkUploadForm, bulkUploadToast, importedText, isBulkUploadResponse } from '@/admin/submissions/bulk-upload'
import { readUploadResponse } from '@/lib/http/upload'
import { DEFAULT_CONTRIBUTOR_NAME } from '@/lib/submissions/texts'

const csv = new File(['category,name\n'], 'finds.csv', { type: 'text/csv' })

describe('bulk upload dialog logic', () => {
  it('sends the contributor fields only in single mode', () => {
    const plain = buildBulkUploadForm({
      file: csv,
      contributorMode: 'default',
      contributorName: 'Ignored',
      contributorEmail: 'x@example.com',
    })
    expect(plain.get('contributorMode')).toBe('default')
    expect(plain.get('csvFile')).toBeInstanceOf(File)
    expect(plain.has('contributorName')).toBe(false)
    expect(plain.has('contributorEmail')).toBe(false)

    const single = buildBulkUploadForm({
      file: csv,
      contributorMode: 'single',
      contributorName: '  Jo  ',
      contributorEmail: ' jo@example.com ',
    })
    expect(single.get('contributorName')).toBe('Jo')
    expect(single.get('contributorEmail')).toBe('jo@example.com')

    const blank = buildBulkUploadForm({ file: csv, contributorMode: 'single', contributorName: ' ', contributorEmail: '' })
    expect(blank.get('contributorName')).toBe(DEFAULT_CONTRIBUTOR_NAME)
    expect(blank.has('contributorEmail')).toBe(false)
  })

  it('words the imported count', () => {
    expect(importedText({ successCount: 42, failedCount: 0 })).toBe('Imported 42 submissions')
    expect(importedText({ successCount: 1, failedCount: 0 })).toBe('Imported 1 submission')
    expect(importedText({ successCount: 40, failedCount: 2 })).toBe('Imported 40 submissions; 2 rows failed')
    expect(importedText({ successCount: 0, failedCount: 1 })).toBe('Imported 0 submissions; 1 row failed')
  })

  it("toasts the outcome with the contract's texts", () => {
    expect(bulkUploadToast({ ok: true, data: { message: '', successCount: 42, failedCount: 0, errors: [] } })).toEqual({
      title: 'Bulk upload successful',
      description: 'Imported 42 submissions',
    })
    // Rows failed: the title must not say "successful", and it says how many failed.
    expect(bulkUploadToast({ ok: true, data: { message: '', successCount: 40, failedCount: 2, errors: [] } })).toEqual({
      title: 'Bulk upload finished: 2 rows failed',
      description: 'Imported 40 submissions; 2 rows failed',
      variant: 'destructive',
    })
    expect(bulkUploadToast({ ok: true, data: { message: '', successCount: 0, failedCount: 1, errors: [] } })).toEqual({
      title: 'Bulk upload failed',
      description: 'Imported 0 submissions; 1 row failed',
      variant: 'destructive',
    })
    expect(bulkUploadToast({ ok: false, message: 'The CSV file has no rows' })).toEqual({
      title: 'Bulk upload failed',
      description: 'The CSV file has no rows',
      variant: 'destructive',
    })
    expect(bulkUploadToast({ ok: false, message: undefined })).toMatchObject({
      title: 'Bulk upload failed',
      description: 'Failed to upload CSV',
    })
  })

  it('accepts only the endpoint answer as a result', () => {
    expect(
      isBulkUploadResponse({ message: 'Imported 1 of 2 rows', successCount: 1, failedCount: 1, errors: [{ row: 3, message: 'x' }] }),
    ).toBe(true)
    expect(isBulkUploadResponse({ successCount: 1 })).toBe(false)
    expect(isBulkUploadResponse(null)).toBe(false)
  })
})

describe('upload response reading', () => {
  it('returns the JSON body on 2xx and the server message otherwise', () => {
    expect(readUploadResponse(200, '{"successCount":1}')).toEqual({ ok: true, data: { successCount: 1 } })
    expect(readUploadResponse(400, '{"message":"Please choose a CSV file"}')).toEqual({ ok: false, message: 'Please choose a CSV file' })
    expect(readUploadResponse(413, '<html>Request Entity Too Large</html>')).toEqual({ ok: false, message: undefined })
    expect(readUploadResponse(500, '{"message":"  "}')).toEqual({ ok: false, message: undefined })
    expect(readUploadResponse(0, '')).toEqual({ ok: false, message: undefined })
  })
})
