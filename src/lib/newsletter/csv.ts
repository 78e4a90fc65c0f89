import Papa from 'papaparse'
import type { PayloadRequest } from 'payload'
import { asUser } from '@/access'
import { HttpError } from '@/lib/http/errors'
import { email as emailField } from '@/lib/validation/fields'
import {
  IMPORT_SOURCE,
  SUBSCRIBER_EXPORT_COLUMNS,
  SUBSCRIBER_IMPORT_MAX_ROWS,
  SUBSCRIBER_IMPORT_MESSAGES as MESSAGES,
} from '@/lib/validation/newsletter'
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

/**
 * The addresses of a CSV: the column headed "email" (any case), else the first column, and the
 * spreadsheet row number of the first address.
 */
function addressesOf(csv: string): { addresses: string[]; firstRow: number } {
  const { data } = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
  const column = (data[0] ?? []).findIndex((cell) => cell.trim().toLowerCase() === 'email')
  // Without an "email" header the first row is itself an address.
  const rows = column === -1 ? data : data.slice(1)
  return { addresses: rows.map((cells) => (cells[Math.max(column, 0)] ?? '').trim()), firstRow: column === -1 ? 1 : 2 }
}

/**
 * Adds the CSV's addresses as active subscribers marked source "import". Addresses are compared
 * case-insensitively, within the file and against the list; an address already on the list is left as
 * it is, so an import never resubscribes someone who unsubscribed.
 */
export async function importSubscribers(req: PayloadRequest, csv: string): Promise<ImportReport> {
  const { payload } = req
  const { addresses, firstRow } = addressesOf(csv)
  if (addresses.length === 0) throw new HttpError(400, MESSAGES.empty)
  if (addresses.length > SUBSCRIBER_IMPORT_MAX_ROWS) throw new HttpError(400, MESSAGES.tooMany)

  const parsed = addresses.map((raw) => ({ raw, result: address.safeParse(raw) }))
  const valid = [...new Set(parsed.flatMap(({ result }) => (result.success ? [result.data] : [])))]
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
  const now = new Date().toISOString()
  for (const [index, { raw, result }] of parsed.entries()) {
    const row = index + firstRow
    if (!result.success) {
      rows.push({ row, email: raw, outcome: 'invalid', message: MESSAGES.invalid })
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
      data: { email, subscribedAt: now, status: 'active', source: IMPORT_SOURCE },
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

/** The export: one row per subscriber with the consent record (SUBSCRIBER_EXPORT_COLUMNS). */
export function subscribersCsv(subscribers: NewsletterSubscriber[]): string {
  const rows = subscribers.map((s) => [
    s.email,
    STATUS_LABEL[s.status],
    s.subscribedAt,
    s.source ?? '',
    s.confirmedAt ?? '',
    s.unsubscribedAt ?? '',
  ])
  return [[...SUBSCRIBER_EXPORT_COLUMNS], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
