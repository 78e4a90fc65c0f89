// Bulk CSV import is atomic and idempotent (docs/decisions.md#bulk-import): validate every row first, insert in one
// transaction, and never duplicate rows on a retry.
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'
import { BULK_MESSAGES } from '@/lib/submissions/csv-options'
import { CSV_COLUMNS } from '@/lib/submissions/fields'
import { api, payloadInstance, signInNewAccount } from '../helpers/api'
import { csvLine, type CsvRow, edibleRow, multipart, pngBytes } from '../helpers/fixtures'

const suffix = `${Date.now()}`
let admin = ''

beforeAll(async () => {
  admin = await signInNewAccount(`bulk-admin-${suffix}`, 'bulk-pass-1')
})

const edible = (name: string): CsvRow => ({ ...edibleRow(name), vibe: `bulk-${suffix}` })

interface BulkAnswer {
  message: string
  successCount: number
  failedCount: number
  errors: Array<{ row: number; message: string }>
}

const upload = (csv: string) => {
  const form = multipart('csvFile', csv, 'finds.csv', 'text/csv')
  return api<BulkAnswer>('POST', '/api/admin/headstash-submissions/bulk-upload', { cookie: admin, rawBody: form })
}

/** How many rows of a batch the public API shows (approved entries, filtered by the batch's vibe). */
async function publicCount(vibe: string): Promise<number> {
  const response = await api<{ totalDocs: number }>('GET', `/api/headstash/submissions?vibe=${encodeURIComponent(vibe)}&limit=1`)
  expect(response.status).toBe(200)
  return response.json.totalDocs
}

describe('bulk CSV import', () => {
  it('reports a NUL byte in row 1,100 of 1,200 as a row error, stores the other rows once, and a re-import duplicates nothing', async () => {
    const rows = Array.from({ length: 1200 }, (_, index) =>
      csvLine(edible(index === 1099 ? `Nul\u0000Gummy ${suffix}` : `Bulk ${index} ${suffix}`)),
    )
    const csv = [CSV_COLUMNS.join(','), ...rows].join('\n')
    const vibe = `bulk-${suffix}`

    const first = await upload(csv)
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({
      successCount: 1199,
      failedCount: 1,
      errors: [{ row: 1101, message: BULK_MESSAGES.invalidCharacters }],
    })
    expect(await publicCount(vibe)).toBe(1199)

    const again = await upload(csv)
    expect(again.status).toBe(200)
    expect(again.json.successCount).toBe(0)
    expect(again.json.failedCount).toBe(1200)
    expect(again.json.errors.filter((error) => error.message === BULK_MESSAGES.alreadyImported)).toHaveLength(1199)
    expect(await publicCount(vibe)).toBe(1199)

    // The operator fixes the bad row and uploads the file again: only that row is new.
    const fixed = await upload(csv.replace('\u0000', ''))
    expect(fixed.json).toMatchObject({ successCount: 1, failedCount: 1199 })
    expect(await publicCount(vibe)).toBe(1200)
  })

  it('stores nothing when the database fails part-way, so a retry starts clean', async () => {
    const vibe = `atomic-${suffix}`
    const rows = Array.from({ length: 1200 }, (_, index) => csvLine({ ...edible(`Atomic ${index} ${suffix}`), vibe }))
    const csv = [CSV_COLUMNS.join(','), ...rows].join('\n')
    const payload = await payloadInstance()
    // A real failure of the database at row 1,100, after earlier batches were sent.
    await payload.db.drizzle.execute(
      sql.raw(`
      CREATE OR REPLACE FUNCTION refuse_atomic_row() RETURNS trigger AS $$ BEGIN
        IF NEW.name = 'Atomic 1099 ${suffix}' THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_atomic_row BEFORE INSERT ON headstash_submissions FOR EACH ROW EXECUTE FUNCTION refuse_atomic_row();`),
    )
    try {
      const failed = await upload(csv)
      expect(failed.status).toBe(500)
    } finally {
      await payload.db.drizzle.execute(sql`DROP TRIGGER refuse_atomic_row ON headstash_submissions; DROP FUNCTION refuse_atomic_row();`)
    }
    expect(await publicCount(vibe)).toBe(0)
    const retry = await upload(csv)
    expect(retry.json).toMatchObject({ successCount: 1200, failedCount: 0 })
    expect(await publicCount(vibe)).toBe(1200)
  })

  it('publishes the photo a bulk row points at', async () => {
    const image = await api<{ imageUrl: string }>('POST', '/api/admin/headstash-submissions/upload-image', {
      cookie: admin,
      rawBody: multipart('image', await pngBytes(), 'row.png', 'image/png'),
    })
    expect((await api('GET', image.json.imageUrl)).status).toBe(404)
    const result = await upload(
      [CSV_COLUMNS.join(','), csvLine({ ...edible(`Pictured ${suffix}`), imageUrl: image.json.imageUrl })].join('\n'),
    )
    expect(result.json.successCount).toBe(1)
    expect((await api('GET', image.json.imageUrl)).status).toBe(200)
  })
})
