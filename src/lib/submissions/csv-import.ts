import { createHash } from 'node:crypto'
import { type SubmissionData, submissionSchema, SUBMISSION_MESSAGES } from './schema'
import Papa from 'papaparse'
import { rowMessage } from '../csv/report'
import { CSV_COLUMNS, fieldSpec } from './fields'
import { BULK_MESSAGES, type BulkOptions, type RowError } from './csv-options'
import { DEFAULT_CONTRIBUTOR_NAME } from './texts'

export const MAX_CSV_ROWS = 20_000
/** The required fields' columns; submittedBy only where each row must name its own contributor. */
const REQUIRED_COLUMNS = CSV_COLUMNS.filter((column) => fieldSpec(column).required && column !== 'submittedBy')

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
