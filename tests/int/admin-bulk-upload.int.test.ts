// The Bulk Upload dialog against the real endpoint: the body it builds for each contributor mode it
// offers, and the sample file it offers, end in stored rows as the dialog's texts promise.
import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildBulkUploadForm, CONTRIBUTOR_MODE_OPTIONS } from '@/admin/submissions/bulk-upload'
import { GET as sampleCsv } from '@/app/(frontend)/wiyhs_bulk_upload_sample.csv/route'
import { type ContributorMode } from '@/lib/submissions/csv-options'
import { CSV_COLUMNS } from '@/lib/submissions/fields'
import { DEFAULT_CONTRIBUTOR_NAME } from '@/lib/submissions/texts'
import { api, payloadInstance, signInNewAccount } from '../helpers/api'
import { csvLine, edibleRow } from '../helpers/fixtures'

const suffix = `${Date.now()}`
let admin = ''

beforeAll(async () => {
  admin = await signInNewAccount(`bulk-dialog-${suffix}`, 'bulk-dialog-1')
})

interface BulkAnswer {
  successCount: number
  failedCount: number
  errors: Array<{ row: number; message: string }>
}

const upload = (form: FormData) => api<BulkAnswer>('POST', '/api/admin/headstash-submissions/bulk-upload', { cookie: admin, rawBody: form })

/** The stored rows named `names` (contributors are not searchable, names are). */
async function storedNamed(names: readonly string[]) {
  const payload = await payloadInstance()
  const { docs } = await payload.find({
    collection: 'headstash-submissions',
    where: { name: { in: names } },
    limit: 100,
    overrideAccess: true,
  })
  return docs
}

/** Who each stored row of `names` is credited to, by name; a row not stored is absent. */
const creditedTo = async (names: readonly string[]) =>
  Object.fromEntries((await storedNamed(names)).map((doc) => [doc.name, doc.submittedBy]))

const row = (name: string, submittedBy: string) => csvLine({ ...edibleRow(name), submittedBy })

describe('bulk upload dialog against the endpoint', () => {
  /** What each mode's description promises for a row naming its contributor and a row naming none. */
  const promised: Record<ContributorMode, { named: string; blank: string | undefined }> = {
    default: { named: 'Dana', blank: DEFAULT_CONTRIBUTOR_NAME },
    single: { named: `Crew ${suffix}`, blank: `Crew ${suffix}` },
    individual: { named: 'Dana', blank: undefined },
  }

  for (const option of CONTRIBUTOR_MODE_OPTIONS) {
    it(`stores the rows of "${option.label}" mode with the contributor its description names`, async () => {
      const [named, blank] = [`${option.mode} named ${suffix}`, `${option.mode} blank ${suffix}`]
      const csv = [CSV_COLUMNS.join(','), row(named, 'Dana'), row(blank, '')].join('\n')
      const form = buildBulkUploadForm({
        file: new File([csv], 'finds.csv', { type: 'text/csv' }),
        contributorMode: option.mode,
        contributorName: `  Crew ${suffix} `,
        contributorEmail: '',
      })
      const answer = await upload(form)
      expect(answer.status, answer.text).toBe(200)
      const expected = promised[option.mode]
      expect(await creditedTo([named, blank])).toEqual({
        [named]: expected.named,
        ...(expected.blank === undefined ? {} : { [blank]: expected.blank }),
      })
      expect(answer.json.failedCount).toBe(expected.blank === undefined ? 1 : 0)
    })
  }

  it('imports every row of the sample file the dialog offers for download', async () => {
    const sample = await (await sampleCsv()).text()
    const names = Papa.parse<{ name: string }>(sample, { header: true, skipEmptyLines: true }).data.map((entry) => entry.name)
    expect(names.length).toBeGreaterThan(0)
    // Credited to one contributor, so the rows are new to this database whoever imported the sample before.
    const form = buildBulkUploadForm({
      file: new File([sample], 'wiyhs_bulk_upload_sample.csv', { type: 'text/csv' }),
      contributorMode: 'single',
      contributorName: `Sample ${suffix}`,
      contributorEmail: '',
    })
    const answer = await upload(form)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json).toMatchObject({ successCount: names.length, failedCount: 0, errors: [] })
    const stored = (await storedNamed(names)).filter((doc) => doc.submittedBy === `Sample ${suffix}`)
    expect(stored.map((doc) => [doc.name, doc.status]).sort()).toEqual(names.map((name) => [name, 'approved']).sort())
  })
})
