// One vibe vocabulary: near-synonyms are stored as the vibe they mean, whichever door a find comes
// through (public form/API, bulk import, Payload), and the Cloud's filter reads them the same way.
import { beforeAll, describe, expect, it } from 'vitest'
import { CSV_COLUMNS } from '@/lib/submissions/fields'
import { api, payloadInstance, signInNewAccount } from '../helpers/api'
import { multipart, validSubmission } from '../helpers/fixtures'

const suffix = `${Date.now()}`
let admin = ''

beforeAll(async () => {
  admin = await signInNewAccount(`vibes-admin-${suffix}`, 'vibes-pass-1')
})

const storedVibe = async (name: string) => {
  const payload = await payloadInstance()
  const { docs } = await payload.find({ collection: 'headstash-submissions', where: { name: { equals: name } }, overrideAccess: true })
  return docs.map((doc) => doc.vibe)
}

describe('the vibe vocabulary', () => {
  it('stores "Energy" from the public API, "energised" from the bulk import and "Relaxed" from Payload as the canonical vibe', async () => {
    const fromForm = `Vibe form ${suffix}`
    expect(
      (await api('POST', '/api/headstash/submit', { body: { ...validSubmission.flower, name: fromForm, vibe: ' Energy ' } })).status,
    ).toBe(201)
    expect(await storedVibe(fromForm)).toEqual(['energetic'])

    const fromCsv = `Vibe csv ${suffix}`
    const row = {
      category: 'edible',
      name: fromCsv,
      edibleType: 'Gummies',
      whereAcquired: 'Shop',
      flames: '4',
      location: 'Denver',
      industry: 'retail',
      vibe: 'Energised',
    }
    const csv = [CSV_COLUMNS.join(','), CSV_COLUMNS.map((column) => row[column as keyof typeof row] ?? '').join(',')].join('\n')
    const upload = await api<{ successCount: number }>('POST', '/api/admin/headstash-submissions/bulk-upload', {
      cookie: admin,
      rawBody: multipart('csvFile', csv, 'finds.csv', 'text/csv'),
    })
    expect(upload.json.successCount).toBe(1)
    expect(await storedVibe(fromCsv)).toEqual(['energetic'])

    const fromPayload = `Vibe payload ${suffix}`
    const payload = await payloadInstance()
    await payload.create({
      collection: 'headstash-submissions',
      data: { ...validSubmission.edible, name: fromPayload, vibe: 'Relaxed', flames: 3, status: 'approved' },
      overrideAccess: true,
    })
    expect(await storedVibe(fromPayload)).toEqual(['chill'])

    // The Cloud's filter: one entry for the vibe, and a synonym in the address finds it too.
    const list = await api<{ submissions: Array<{ name: string }>; stats: { vibes: string[] } }>(
      'GET',
      '/api/headstash/submissions?vibe=Energy&limit=100',
    )
    expect(list.json.submissions.map((entry) => entry.name)).toContain(fromCsv)
    expect(list.json.stats.vibes).not.toContain('energy')
    expect(list.json.stats.vibes).not.toContain('energised')
  })
})
