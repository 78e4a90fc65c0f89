import { z } from 'zod'
import { email } from '../forms/fields'
import { CSV_COLUMNS } from './fields'
import { DEFAULT_CONTRIBUTOR_NAME } from './texts'

// What the admin's bulk upload form shares with the importer (csv-import.ts): its options, messages and
// sample file. The admin loads this in the browser, so nothing here may need Node.

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

/**
 * The sample CSV offered in the dashboard (also served as /wiyhs_bulk_upload_sample.csv). Apart from the
 * importer (csv-import.ts) because the admin builds it in the browser: nothing here may need Node.
 */
export const SAMPLE_CSV = `${CSV_COLUMNS.join(',')}
flower,Blue Dream,sativa,Humboldt Seed Co,,,,21%,0.8%,Local dispensary,"Berry, sweet",Energetic,"Uplifting, creative",4,,Jordan P.,jordan@example.com,"Oakland, CA",retail,Budtender
concentrate,Papaya Live Rosin,,Wonderbrett,live-rosin,solventless,,72%,,Farmers market,"Tropical, creamy",Euphoric,Happy,5,,,,"Portland, OR",cultivation,
edible,Sour Watermelon Gummies,,,,,Gummies,10mg,,Dispensary,Sour,Chill,Calm,3,,Ray from Tempe,,"Tempe, AZ",retail,
`
