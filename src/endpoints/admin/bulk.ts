import type { Endpoint, PayloadRequest } from 'payload'
import { BulkImportError, parseBulkCsv } from '@/lib/submissions/csv-import'
import { BULK_MESSAGES, bulkOptionsSchema } from '@/lib/submissions/csv-options'
import { CACHE_TAGS, expireTags } from '@/lib/cache'
import { handled, HttpError } from '@/lib/http/errors'
import { BODY_LIMITS } from '@/lib/http/body-limits.mjs'
import { readMultipart } from '@/lib/http/multipart'
import { collectRefs, emptyRefs, refreshMediaVisibility } from '@/lib/images/visibility'
import { mediaLookup } from '@/lib/images/media'
import { onePicture, prefetchedMedia, recordReview } from '@/lib/submissions/rules'
import { recordAudit } from '@/lib/audit/record'
import { runnerForDrizzle } from '@/lib/audit/runner'
import { csvImportDiff } from '@/lib/audit/summary'
import { requestIdOf } from '@/lib/http/request-id'
import { requireAdmin } from './guard'

const INSERT_BATCH = 500

async function readCsvForm(req: PayloadRequest) {
  const form = await readMultipart(req, {
    maxBytes: BODY_LIMITS.csv.maxBytes,
    tooLarge: BODY_LIMITS.csv.message,
    invalid: BULK_MESSAGES.noFile,
  })
  const file = form.file('csvFile')
  if (!file || file.size === 0) throw new HttpError(400, BULK_MESSAGES.noFile)
  const field = form.text
  return {
    fileName: file.name,
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
      const { fileName, text, options } = await readCsvForm(req)
      let parsed
      try {
        parsed = parseBulkCsv(text, options)
      } catch (error) {
        if (error instanceof BulkImportError) throw new HttpError(400, error.message)
        throw error
      }
      const now = new Date()
      const table = req.payload.db.tables.headstash_submissions
      // The rules the collection hooks apply to every other writer, row by row; the picture URLs of
      // all rows are looked up in one query first.
      const media = await prefetchedMedia(
        mediaLookup(req.payload, req),
        parsed.valid.map(({ data }) => data.imageUrl),
      )
      const rows = await Promise.all(
        parsed.valid.map(async ({ data, importKey }) => {
          const row = {
            ...data,
            image: null as number | null,
            importKey,
            // Bulk-uploaded finds are auto-approved: staff vouch for the file (docs/decisions.md#bulk-import).
            status: 'approved',
            submissionDate: now.toISOString(),
            archiveEligible: true,
            promotedToArchive: false,
          }
          return await onePicture(recordReview(row, undefined, user, now), undefined, media)
        }),
      )
      // One transaction: an unexpected failure stores nothing, so a retry cannot duplicate a partial
      // import. Rows already stored by an earlier upload hit the unique import key and are skipped.
      // Batches of 500 keep 10,000 rows to seconds, not minutes.
      const inserted = new Set<string>()
      const total = parsed.valid.length + parsed.errors.length
      let errors: Array<{ row: number; message: string }> = []
      await req.payload.db.drizzle.transaction(async (tx) => {
        const ids: number[] = []
        for (let start = 0; start < rows.length; start += INSERT_BATCH) {
          const stored = await tx
            .insert(table)
            .values(rows.slice(start, start + INSERT_BATCH))
            .onConflictDoNothing({ target: table.importKey })
            .returning({ id: table.id, importKey: table.importKey })
          for (const { id, importKey } of stored) {
            if (typeof importKey === 'string') inserted.add(importKey)
            ids.push(id)
          }
        }
        errors = [
          ...parsed.errors,
          ...parsed.valid
            .filter(({ importKey }) => !inserted.has(importKey))
            .map(({ row }) => ({ row, message: BULK_MESSAGES.alreadyImported })),
        ].sort((a, b) => a.row - b.row)
        // One audit row per import (not per entry): the import is one staff action; the row names every
        // entry it created, so each stays traceable, and a 10,000-row file adds one row, not 10,000.
        await recordAudit(runnerForDrizzle(tx), user, requestIdOf(req), [
          {
            action: 'csv-import',
            collection: 'headstash-submissions',
            targetId: null,
            diff: csvImportDiff({ fileName, rows: total, successCount: ids.length, failedCount: errors.length, createdIds: ids }),
          },
        ])
      })
      const imported = rows.filter(({ importKey }) => inserted.has(importKey))
      if (imported.length) {
        expireTags(CACHE_TAGS.submissions)
        // The batched inserts skip the collection's afterChange hooks: photos of the now-approved rows
        // become public here.
        const refs = emptyRefs()
        for (const row of imported) collectRefs(refs, { relations: [row.image], urls: [row.imageUrl] })
        await refreshMediaVisibility(req.payload, refs)
      }
      return Response.json({
        message: `Imported ${imported.length} of ${total} rows`,
        successCount: imported.length,
        failedCount: errors.length,
        errors,
      })
    }),
  },
]
