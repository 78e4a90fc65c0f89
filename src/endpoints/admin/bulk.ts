import type { Endpoint, PayloadRequest } from 'payload'
import { BulkImportError, BULK_MESSAGES, bulkOptionsSchema, parseBulkCsv } from '@/lib/csv/bulk-import'
import { CACHE_TAGS, expireTags } from '@/lib/cache'
import { handled, HttpError } from '@/lib/http/errors'
import { requireAdmin } from './guard'

/** A 20,000-row CSV of long rows stays well under this. */
const MAX_CSV_BYTES = 15 * 1024 * 1024
const INSERT_BATCH = 500

async function readCsvForm(req: PayloadRequest) {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_CSV_BYTES) throw new HttpError(413, 'The CSV file is too large (at most 15 MB)')
  let form: FormData
  try {
    form = await (req as unknown as Request).formData()
  } catch {
    throw new HttpError(400, BULK_MESSAGES.noFile)
  }
  const file = form.get('csvFile')
  if (!file || typeof file === 'string' || file.size === 0) throw new HttpError(400, BULK_MESSAGES.noFile)
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  return {
    text: await file.text(),
    options: bulkOptionsSchema.parse({
      contributorMode: field('contributorMode'),
      contributorName: field('contributorName'),
      contributorEmail: field('contributorEmail'),
    }),
  }
}

export const adminBulkEndpoints: Endpoint[] = [
  {
    path: '/admin/headstash-submissions/bulk-upload',
    method: 'post',
    handler: handled(async (req) => {
      const user = requireAdmin(req)
      const { text, options } = await readCsvForm(req)
      let parsed
      try {
        parsed = parseBulkCsv(text, options)
      } catch (error) {
        if (error instanceof BulkImportError) throw new HttpError(400, error.message)
        throw error
      }
      const now = new Date().toISOString()
      const table = req.payload.db.tables.headstash_submissions
      // Batched inserts: one round trip per 500 rows keeps 10,000 rows to seconds, not minutes.
      for (let start = 0; start < parsed.valid.length; start += INSERT_BATCH) {
        const batch = parsed.valid.slice(start, start + INSERT_BATCH).map(({ data }) => ({
          ...data,
          // Bulk-uploaded finds are auto-approved (admin-area.txt section 4).
          status: 'approved',
          reviewedBy: user.id,
          reviewedAt: now,
          submissionDate: now,
          archiveEligible: true,
          promotedToArchive: false,
        }))
        await req.payload.db.drizzle.insert(table).values(batch)
      }
      if (parsed.valid.length) expireTags(CACHE_TAGS.submissions)
      return Response.json({
        message: `Imported ${parsed.valid.length} of ${parsed.valid.length + parsed.errors.length} rows`,
        successCount: parsed.valid.length,
        failedCount: parsed.errors.length,
        errors: parsed.errors,
      })
    }),
  },
]
