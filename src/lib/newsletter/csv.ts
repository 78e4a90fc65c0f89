import Papa from 'papaparse'
import type { PayloadRequest, Where } from 'payload'
import { asUser } from '@/access'
import { HttpError } from '@/lib/http/errors'
import { rowMessage } from '@/lib/csv/report'
import { email as emailField } from '@/lib/forms/fields'
import {
  IMPORT_SOURCE,
  SUBSCRIBER_EXPORT_COLUMNS,
  SUBSCRIBER_IMPORT_DATE_HEADERS,
  SUBSCRIBER_IMPORT_MAX_ROWS,
  SUBSCRIBER_IMPORT_MESSAGES as MESSAGES,
  type SubscriberStatus,
} from '@/lib/newsletter/schema'
import type { NewsletterSubscriber } from '@/payload-types'

export interface ImportRowReport {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number
  email: string
  outcome: 'imported' | 'skipped' | 'invalid'
  message?: string
}

export interface ImportReport {
  imported: number
  skipped: number
  invalid: number
  rows: ImportRowReport[]
}

const address = emailField(MESSAGES.invalid)

interface ImportLine {
  /** Spreadsheet row number: the file's line number, the header being row 1. */
  row: number
  /** The address cell, trimmed; the whole line when the line could not be read as CSV. */
  raw: string
  /** The subscription-date cell, trimmed; empty when the file has no such column. */
  date: string
  unreadable: boolean
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

/**
 * A row's subscription date as stored (ISO), or the reason it cannot be kept. The date is consent
 * history, so it is taken only when unambiguous (ISO 8601, a real calendar day, not in the future); a
 * blank cell means "now".
 */
function subscribedAtOf(cell: string, now: Date): { ok: true; value: string } | { ok: false; message: string } {
  if (cell === '') return { ok: true, value: now.toISOString() }
  const match = ISO_DATE.exec(cell)
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null
  const sameDay = day !== null && match !== null && day.toISOString().slice(0, 10) === `${match[1]}-${match[2]}-${match[3]}`
  // A bare date is read as UTC midnight (ECMAScript's rule for date-only ISO strings).
  const time = Date.parse(cell.replace(' ', 'T'))
  if (!sameDay || Number.isNaN(time)) return { ok: false, message: MESSAGES.invalidDate }
  if (time > now.getTime()) return { ok: false, message: MESSAGES.futureDate }
  return { ok: true, value: new Date(time).toISOString() }
}

/**
 * The addresses of a CSV, one per line: the column headed "email" (any case), else the first column.
 * Each line is parsed on its own, so a stray quote spoils only its own line (parsed as one file, an
 * unterminated quote swallowed every later line into a single cell and those rows vanished from the
 * report); such a line is reported, never dropped. No address spans lines, so nothing legitimate is lost.
 */
function addressesOf(csv: string): ImportLine[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)
  const delimiter = Papa.parse<string[]>(lines.slice(0, 20).join('\n'), { preview: 20 }).meta.delimiter || ','
  const parsed = lines.map((line, index) => {
    const { data, errors } = Papa.parse<string[]>(line, { delimiter })
    return { row: index + 1, line, cells: data[0] ?? [], unreadable: errors.some((error) => error.type === 'Quotes') }
  })
  const filled = parsed.filter(({ line }) => line.trim() !== '')
  const header = filled[0]
  const headers = header && !header.unreadable ? header.cells.map((cell) => cell.trim().toLowerCase()) : []
  const column = headers.indexOf('email')
  const dateColumn = column === -1 ? -1 : headers.findIndex((cell) => (SUBSCRIBER_IMPORT_DATE_HEADERS as readonly string[]).includes(cell))
  // Without an "email" header the first row is itself an address.
  const rows = column === -1 ? filled : filled.slice(1)
  return rows.map(({ row, line, cells, unreadable }) => ({
    row,
    raw: unreadable ? line.trim() : (cells[Math.max(column, 0)] ?? '').trim(),
    date: unreadable || dateColumn === -1 ? '' : (cells[dateColumn] ?? '').trim(),
    unreadable,
  }))
}

/**
 * Adds the CSV's addresses as active subscribers marked source "import", each with its given
 * subscription date (else now). Every problem of a row is reported together. Addresses are compared
 * case-insensitively, within the file and against the list; an address already on the list is left as
 * it is, so an import never resubscribes someone who unsubscribed.
 */
export async function importSubscribers(req: PayloadRequest, csv: string): Promise<ImportReport> {
  const { payload } = req
  const lines = addressesOf(csv)
  if (lines.length === 0) throw new HttpError(400, MESSAGES.empty)
  if (lines.length > SUBSCRIBER_IMPORT_MAX_ROWS) throw new HttpError(400, MESSAGES.tooMany)

  const now = new Date()
  const parsed = lines.map(({ row, raw, date, unreadable }) => ({
    row,
    raw,
    unreadable,
    result: address.safeParse(raw),
    subscribedAt: subscribedAtOf(date, now),
  }))
  const valid = [...new Set(parsed.flatMap(({ result, unreadable }) => (result.success && !unreadable ? [result.data] : [])))]
  const existing = new Set<string>()
  for (let start = 0; start < valid.length; start += 500) {
    const { docs } = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { in: valid.slice(start, start + 500) } },
      pagination: false,
      depth: 0,
      select: { email: true },
      ...asUser(req),
    })
    for (const doc of docs) existing.add(doc.email)
  }

  const seen = new Set<string>()
  const rows: ImportRowReport[] = []
  for (const { row, raw, unreadable, result, subscribedAt } of parsed) {
    if (unreadable) {
      rows.push({ row, email: raw, outcome: 'invalid', message: MESSAGES.unreadable })
      continue
    }
    const problems = [...(result.success ? [] : [MESSAGES.invalid]), ...(subscribedAt.ok ? [] : [subscribedAt.message])]
    if (!result.success || !subscribedAt.ok) {
      rows.push({ row, email: result.success ? result.data : raw, outcome: 'invalid', message: rowMessage(problems, MESSAGES.invalid) })
      continue
    }
    const email = result.data
    if (seen.has(email)) {
      rows.push({ row, email, outcome: 'skipped', message: MESSAGES.duplicateInFile })
      continue
    }
    seen.add(email)
    if (existing.has(email)) {
      rows.push({ row, email, outcome: 'skipped', message: MESSAGES.exists })
      continue
    }
    await payload.create({
      collection: 'newsletter-subscribers',
      data: { email, subscribedAt: subscribedAt.value, status: 'active', source: IMPORT_SOURCE },
      // As the importing admin: the subscribers collection's access decides.
      ...asUser(req),
      depth: 0,
    })
    rows.push({ row, email, outcome: 'imported' })
  }
  const count = (outcome: ImportRowReport['outcome']) => rows.filter((r) => r.outcome === outcome).length
  return { imported: count('imported'), skipped: count('skipped'), invalid: count('invalid'), rows }
}

/** One CSV cell: quoted, and a leading formula character neutralised so spreadsheets show it as text. */
const csvCell = (value: string) => `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`

const STATUS_LABEL = { pending: 'Pending', active: 'Active', inactive: 'Inactive' } as const

const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`

type ExportedSubscriber = Pick<NewsletterSubscriber, 'email' | 'status' | 'subscribedAt' | 'source' | 'confirmedAt' | 'unsubscribedAt'>

/** One export row: the address with its consent record (SUBSCRIBER_EXPORT_COLUMNS). */
const exportLine = (s: ExportedSubscriber) =>
  csvLine([s.email, STATUS_LABEL[s.status], s.subscribedAt, s.source ?? '', s.confirmedAt ?? '', s.unsubscribedAt ?? ''])

/** Rows read per query while exporting: memory stays the same whatever the list's size. */
const EXPORT_BATCH = 1_000

/**
 * The export as a stream: the header, then the subscribers newest first, read in batches that each
 * continue after the last row sent (subscribed date, then id), so every batch is one index range and
 * 100,000 subscribers take as little memory as 1,000. Read as the signed-in staff member.
 */
export function subscribersCsvStream(req: PayloadRequest, status: SubscriberStatus | undefined): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let last: { subscribedAt: string; id: number } | null = null
  let headerSent = false
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true
        controller.enqueue(encoder.encode(csvLine(SUBSCRIBER_EXPORT_COLUMNS)))
        return
      }
      const after: Where[] = last
        ? [
            {
              or: [
                { subscribedAt: { less_than: last.subscribedAt } },
                { and: [{ subscribedAt: { equals: last.subscribedAt } }, { id: { less_than: last.id } }] },
              ],
            },
          ]
        : []
      const { docs } = await req.payload.find({
        collection: 'newsletter-subscribers',
        where: { and: [...(status ? [{ status: { equals: status } }] : []), ...after] },
        sort: ['-subscribedAt', '-id'],
        limit: EXPORT_BATCH,
        pagination: false,
        depth: 0,
        select: { email: true, status: true, subscribedAt: true, source: true, confirmedAt: true, unsubscribedAt: true },
        ...asUser(req),
      })
      if (docs.length === 0) {
        controller.close()
        return
      }
      controller.enqueue(encoder.encode(docs.map(exportLine).join('')))
      const tail = docs[docs.length - 1]!
      last = { subscribedAt: tail.subscribedAt, id: tail.id }
      if (docs.length < EXPORT_BATCH) controller.close()
    },
  })
}
