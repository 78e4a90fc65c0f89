import { describe, expect, it } from 'vitest'
import { parseBulkCsv } from '@/lib/submissions/csv-import'
import { bulkOptionsSchema, SAMPLE_CSV } from '@/lib/submissions/csv-options'
import { CSV_COLUMNS } from '@/lib/submissions/fields'

const header = CSV_COLUMNS.join(',')
const row = (values: Partial<Record<(typeof CSV_COLUMNS)[number], string>>) => CSV_COLUMNS.map((column) => values[column] ?? '').join(',')
const flower = {
  category: 'flower',
  name: 'Kush',
  genetics: 'indica',
  breeder: 'B',
  whereAcquired: 'Shop',
  flames: '4',
  location: 'Denver',
  industry: 'retail',
}
const options = (input: Record<string, string> = {}) => bulkOptionsSchema.parse(input)

describe('bulk CSV import', () => {
  it('accepts the sample file as it is', () => {
    const result = parseBulkCsv(SAMPLE_CSV, options())
    expect(result.errors).toEqual([])
    expect(result.valid).toHaveLength(3)
  })

  it('reports each bad row with its spreadsheet row number and the schema message, and keeps the rest', () => {
    const csv = [
      header,
      row(flower),
      row({ ...flower, flames: '9' }),
      row({ ...flower, genetics: '' }),
      row({ ...flower, name: 'Ok 2' }),
    ].join('\n')
    const result = parseBulkCsv(csv, options())
    expect(result.valid.map((item) => item.row)).toEqual([2, 5])
    expect(result.errors).toEqual([
      { row: 3, message: 'Flames must be a whole number from 1 to 5' },
      { row: 4, message: 'Required fields missing for selected category' },
    ])
  })

  it('reports every problem of a bad row in its message, not only the first', () => {
    const csv = [header, row({ ...flower, name: '', flames: '9', genetics: '', breeder: '' })].join('\n')
    const [error] = parseBulkCsv(csv, options()).errors
    expect(error?.row).toBe(2)
    expect(error?.message.split('; ')).toEqual([
      'Product name is required',
      'Flames must be a whole number from 1 to 5',
      'Required fields missing for selected category',
    ])
  })

  it('default mode keeps each row’s contributor and fills blanks with "The Headstash Archive"', () => {
    const csv = [header, row({ ...flower, submittedBy: 'Dana', submitterEmail: 'dana@example.com' }), row(flower)].join('\n')
    const [first, second] = parseBulkCsv(csv, options()).valid
    expect(first?.data).toMatchObject({ submittedBy: 'Dana', submitterEmail: 'dana@example.com' })
    expect(second?.data.submittedBy).toBe('The Headstash Archive')
  })

  it('single mode attributes every row to the given contributor', () => {
    const csv = [header, row({ ...flower, submittedBy: 'Dana', submitterEmail: 'dana@example.com' })].join('\n')
    const [only] = parseBulkCsv(
      csv,
      options({ contributorMode: 'single', contributorName: 'Archive Team', contributorEmail: 'team@example.com' }),
    ).valid
    expect(only?.data).toMatchObject({ submittedBy: 'Archive Team', submitterEmail: 'team@example.com' })
    const [defaulted] = parseBulkCsv(csv, options({ contributorMode: 'single' })).valid
    expect(defaulted?.data).toMatchObject({ submittedBy: 'The Headstash Archive' })
    expect(defaulted?.data.submitterEmail).toBeUndefined()
  })

  it('individual mode requires each row’s own contributor', () => {
    const csv = [header, row({ ...flower, submittedBy: 'Dana' }), row(flower)].join('\n')
    const result = parseBulkCsv(csv, options({ contributorMode: 'individual' }))
    expect(result.valid).toHaveLength(1)
    expect(result.errors).toEqual([{ row: 3, message: 'Name/handle is required' }])
  })

  it('refuses a file without the required columns, an unknown mode and a bad contributor e-mail', () => {
    expect(() => parseBulkCsv('name,flames\nKush,4', options())).toThrow(
      /missing required columns: category, whereAcquired, location, industry/,
    )
    expect(() => bulkOptionsSchema.parse({ contributorMode: 'everyone' })).toThrow()
    expect(() => bulkOptionsSchema.parse({ contributorMode: 'single', contributorEmail: 'nope' })).toThrow()
  })
})
