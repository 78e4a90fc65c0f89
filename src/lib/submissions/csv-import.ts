import { createHash } from 'node:crypto'
import { z } from 'zod'
import { DEFAULT_CONTRIBUTOR_NAME } from './texts'
import { email } from '../forms/fields'
import { type SubmissionData, submissionSchema, SUBMISSION_MESSAGES } from './schema'
import Papa from 'papaparse'
import { rowMessage } from '../csv/report'
import { CSV_COLUMNS, fieldSpec } from './fields'

export const CONTRIBUTOR_MODES = ['default', 'single', 'individual'] as const
export type ContributorMode = (typeof CONTRIBUTOR_MODES)[number]

export const BULK_MESSAGES = {
  noFile: 'Please choose a CSV file',
  empty: 'The CSV file has no rows',
  tooManyRows: 'The CSV file has too many rows (at most 20,000 per upload)',
  missingColumns: (columns: string[]) => `The CSV file is missing required columns: ${columns.join(', ')}`,
  mode: `contributorMode must be one of: ${CONTRIBUTOR_MODES.join(', ')}`,
  contributorEmail: 'Contributor email must be a valid email address',
  invalidCharacters: 'Row contains characters that cannot be stored (a NUL byte)',
  duplicateRow: (row: number) => `Same entry as row ${row} of this file`,
  alreadyImported: 'Already imported by an earlier upload',
} as const

export const MAX_CSV_ROWS = 20_000
/** The required fields' columns; submittedBy only where each row must name its own contributor. */
const REQUIRED_COLUMNS = CSV_COLUMNS.filter((column) => fieldSpec(column).required && column !== 'submittedBy')

export const bulkOptionsSchema = z.object({
  contributorMode: z.preprocess((value) => value || 'default', z.enum(CONTRIBUTOR_MODES, { error: BULK_MESSAGES.mode })),
  contributorName: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? value.trim() : DEFAULT_CONTRIBUTOR_NAME),
    z.string().max(120),
  ),
  contributorEmail: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? value : undefined),
    email(BULK_MESSAGES.contributorEmail).optional(),
  ),
})
export type BulkOptions = z.output<typeof bulkOptionsSchema>

export interface RowError {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number
  message: string
}

export interface BulkParseResult {
  /** `importKey` identifies the row's content: importing the same row again is a no-op. */
  valid: Array<{ row: number; data: SubmissionData; importKey: string }>
  errors: RowError[]
}

/** A digest of a validated row (contributor attribution included), stable across files and uploads. */
export function importKeyOf(data: SubmissionData): string {
  const canonical = Object.entries(data)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

/**
 * Contributor attribution per mode (docs/decisions.md#bulk-import). `default` keeps each row's submittedBy
 * (blank becomes "The Headstash Archive"), `single` attributes every row to the given contributor,
 * `individual` requires each row's own submittedBy.
 */
function attribute(row: Record<string, string>, options: BulkOptions): Record<string, string | undefined> {
  if (options.contributorMode === 'single') {
    return { ...row, submittedBy: options.contributorName, submitterEmail: options.contributorEmail }
  }
  if (options.contributorMode === 'default' && !row.submittedBy?.trim()) {
    return { ...row, submittedBy: DEFAULT_CONTRIBUTOR_NAME }
  }
  return row
}

/** Parses and validates every row with the public form's schema; a bad row never stops the rest. */
export function parseBulkCsv(text: string, options: BulkOptions): BulkParseResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  })
  const headers = parsed.meta.fields ?? []
  const required: string[] = [...REQUIRED_COLUMNS, ...(options.contributorMode === 'individual' ? ['submittedBy'] : [])]
  const missing = required.filter((column) => !headers.includes(column))
  if (missing.length) throw new BulkImportError(BULK_MESSAGES.missingColumns(missing))
  if (parsed.data.length === 0) throw new BulkImportError(BULK_MESSAGES.empty)
  if (parsed.data.length > MAX_CSV_ROWS) throw new BulkImportError(BULK_MESSAGES.tooManyRows)

  const result: BulkParseResult = { valid: [], errors: [] }
  // A row Papa could not read cleanly (a stray quote, more fields than columns: values shifted by an
  // unquoted comma) is reported, not guessed at. Fewer fields only leave trailing columns blank.
  const unreadable = new Map<number, string>()
  for (const error of parsed.errors) {
    if (typeof error.row !== 'number' || error.code === 'TooFewFields' || unreadable.has(error.row + 2)) continue
    unreadable.set(error.row + 2, error.message)
  }
  const firstRowOfKey = new Map<string, number>()
  parsed.data.forEach((raw, index) => {
    const row = index + 2
    const parseError = unreadable.get(row)
    if (parseError) {
      result.errors.push({ row, message: parseError })
      return
    }
    const fields = Object.fromEntries(CSV_COLUMNS.map((column) => [column, raw[column]?.trim() ?? '']))
    // Postgres text cannot hold U+0000: caught here, the row is reported instead of failing the insert.
    if (Object.values(fields).some((value) => value.includes('\u0000'))) {
      result.errors.push({ row, message: BULK_MESSAGES.invalidCharacters })
      return
    }
    const outcome = submissionSchema.safeParse(attribute(fields, options))
    if (!outcome.success) {
      result.errors.push({
        row,
        message: rowMessage(
          outcome.error.issues.map((issue) => issue.message),
          SUBMISSION_MESSAGES.serverFallback,
        ),
      })
      return
    }
    const importKey = importKeyOf(outcome.data)
    const first = firstRowOfKey.get(importKey)
    if (first !== undefined) {
      result.errors.push({ row, message: BULK_MESSAGES.duplicateRow(first) })
      return
    }
    firstRowOfKey.set(importKey, row)
    result.valid.push({ row, data: outcome.data, importKey })
  })
  result.errors.sort((a, b) => a.row - b.row)
  return result
}

export class BulkImportError extends Error {}

/** The sample CSV offered in the dashboard (also served as /wiyhs_bulk_upload_sample.csv). */
export const SAMPLE_CSV = `${CSV_COLUMNS.join(',')}
flower,Blue Dream,sativa,Humboldt Seed Co,,,,21%,0.8%,Local dispensary,"Berry, sweet",Energetic,"Uplifting, creative",4,,Jordan P.,jordan@example.com,"Oakland, CA",retail,Budtender
concentrate,Papaya Live Rosin,,Wonderbrett,live-rosin,solventless,,72%,,Farmers market,"Tropical, creamy",Euphoric,Happy,5,,,,"Portland, OR",cultivation,
edible,Sour Watermelon Gummies,,,,,Gummies,10mg,,Dispensary,Sour,Chill,Calm,3,,Ray from Tempe,,"Tempe, AZ",retail,
`
