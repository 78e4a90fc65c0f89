import { CSV_COLUMNS } from '@/lib/submissions/fields'
import sharp from 'sharp'

/** A valid product submission of each category, as the WIYHS form sends it. */
export const validSubmission = {
  flower: {
    category: 'flower',
    name: 'Test Kush',
    genetics: 'indica',
    breeder: 'Test Breeder',
    whereAcquired: 'Local shop',
    flames: 4,
    submittedBy: 'Tester',
    submitterEmail: 'tester@example.com',
    displayName: true,
    location: 'Denver, CO',
    industry: 'consumer-patient',
  },
  concentrate: {
    category: 'concentrate',
    name: 'Test Rosin',
    rosinType: 'live-rosin',
    extractionMethod: 'solventless',
    breeder: 'Test Breeder',
    whereAcquired: 'Pop-up',
    flames: 5,
    submittedBy: 'Tester',
    location: 'Portland, OR',
    industry: 'retail',
  },
  edible: {
    category: 'edible',
    name: 'Test Gummies',
    edibleType: 'Gummies',
    whereAcquired: 'Dispensary',
    flames: 3,
    submittedBy: 'Tester',
    location: 'Phoenix, AZ',
    industry: 'other',
  },
} as const

/** Values of one bulk-upload CSV row, by column. */
export type CsvRow = Partial<Record<(typeof CSV_COLUMNS)[number], string>>

/** One bulk-upload CSV line, the columns in the importer's order (commas become spaces: no quoting). */
export const csvLine = (values: CsvRow): string => CSV_COLUMNS.map((column) => (values[column] ?? '').replaceAll(',', ' ')).join(',')

/** A valid edible row of a bulk upload. */
export const edibleRow = (name: string): CsvRow => ({
  category: 'edible',
  name,
  edibleType: 'Gummies',
  whereAcquired: 'Shop',
  flames: '4',
  location: 'Denver',
  industry: 'retail',
})

export const validStrain = {
  strainName: 'Integration Haze',
  strainType: 'sativa',
  submitterName: 'Strain Tester',
  submitterEmail: 'strain.tester@example.com',
  description: 'Bright, citrusy and uplifting from the first pull.',
}

export async function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer()
}

/** A JPEG carrying EXIF with GPS-like identifying data, as a phone camera would write it. */
export async function jpegWithExif(): Promise<Buffer> {
  return await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 10, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'SecretCam 9', Copyright: 'Jane Doe, 12 Hidden Lane' } })
    .toBuffer()
}

export function multipart(field: string, data: Buffer | string, filename: string, type: string): FormData {
  const form = new FormData()
  form.append(field, new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), filename)
  return form
}
