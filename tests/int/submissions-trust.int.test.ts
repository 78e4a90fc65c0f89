// Every admin action on a WIYHS submission (review, partial edit, picture, vibe) is checked by
// its PUBLIC effect (GET /api/headstash/submissions, the image scan), and no action destroys data.
import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'
import { CSV_COLUMNS } from '@/lib/submissions/fields'
import type { PublicSubmission, SubmissionStats } from '@/lib/submissions/queries'
import { SUBMISSION_MESSAGES } from '@/lib/submissions/schema'
import type { HeadstashSubmission } from '@/payload-types'
import { up as normaliseVibesOnePicture } from '@/migrations/20261123_112000_normalise_vibes_one_picture'
import { api, payloadInstance, signInNewAccount } from '../helpers/api'
import { multipart, pngBytes, validSubmission } from '../helpers/fixtures'

type PublicList = { submissions: PublicSubmission[]; stats: SubmissionStats }
type AdminList = { submissions: HeadstashSubmission[] }

const suffix = `${Date.now()}`
let admin = ''

beforeAll(async () => {
  admin = await signInNewAccount(`trust-admin-${suffix}`, 'trust-pass-1')
})

const patch = (id: number, body: Record<string, unknown>) =>
  api<{ submission: HeadstashSubmission; message?: string }>('PATCH', `/api/admin/headstash-submissions/${id}`, { cookie: admin, body })

const publicEntry = async (id: number, query = '') => {
  const list = await api<PublicList>('GET', `/api/headstash/submissions?limit=100${query}`)
  return list.json.submissions.find((entry) => entry.id === id)
}

const adminEntry = async (id: number) => {
  const list = await api<AdminList>('GET', '/api/admin/headstash-submissions', { cookie: admin })
  return list.json.submissions.find((entry) => entry.id === id)
}

/** The name in the database itself: a Local API read without a user is masked like a public one. */
async function storedName(id: number): Promise<string> {
  const { rows } = await (
    await payloadInstance()
  ).db.drizzle.execute<{ submitted_by: string }>(sql`SELECT submitted_by FROM headstash_submissions WHERE id = ${id}`)
  return rows[0]!.submitted_by
}

const stored = async (id: number) =>
  (await payloadInstance()).findByID({ collection: 'headstash-submissions', id, depth: 0, overrideAccess: true })

/** A public submission as the /wiyhs form sends it; answers the new entry's id. */
async function submit(body: Record<string, unknown>): Promise<number> {
  const response = await api('POST', '/api/headstash/submit', { body })
  expect(response.status).toBe(201)
  const { docs } = await (
    await payloadInstance()
  ).find({ collection: 'headstash-submissions', where: { name: { equals: body.name } }, depth: 0, overrideAccess: true })
  return docs[0]!.id
}

async function uploadImage(name: string): Promise<string> {
  const response = await api<{ imageUrl: string }>('POST', '/api/upload-image', {
    rawBody: multipart('image', await pngBytes(), name, 'image/png'),
  })
  expect(response.status).toBe(201)
  return response.json.imageUrl
}

/** `upload-<uuid>` of /api/media/file/upload-<uuid>.png: the card and full variants share it. */
const fileStem = (url: string) => /\/api\/media\/file\/(upload-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})/.exec(url)?.[1] ?? url

describe('an anonymous submitter stays known to staff', () => {
  it('approving with { status } keeps the real name for staff; the public still reads Anonymous', async () => {
    const name = `Anon Approve ${suffix}`
    const id = await submit({ ...validSubmission.flower, name, submittedBy: 'Quiet Quinn', displayName: false })

    // The dashboard list is what fills the edit dialog: it must carry the real name, marked hidden.
    const listed = await adminEntry(id)
    expect(listed).toMatchObject({ submittedBy: 'Quiet Quinn', displayName: false })

    const approved = await patch(id, { status: 'approved' })
    expect(approved.status).toBe(200)
    expect(approved.json.submission).toMatchObject({ submittedBy: 'Quiet Quinn', displayName: false, status: 'approved' })

    expect(await adminEntry(id)).toMatchObject({ submittedBy: 'Quiet Quinn', displayName: false })
    expect(await storedName(id)).toBe('Quiet Quinn')
    const shown = await publicEntry(id)
    expect(shown).toMatchObject({ name, submittedBy: 'Anonymous', displayName: false })
  })

  it('saving the whole dialog from the admin list does not write "Anonymous" over the name', async () => {
    const name = `Anon Dialog ${suffix}`
    const id = await submit({ ...validSubmission.edible, name, submittedBy: 'Private Pat', displayName: false })
    const listed = await adminEntry(id)
    // The dialog sends back every field as the list gave it, plus the new status.
    const { category, edibleType, whereAcquired, flames, submittedBy, displayName, location, industry } = listed!
    const saved = await patch(id, {
      category,
      name,
      edibleType,
      whereAcquired,
      flames,
      submittedBy,
      displayName,
      location,
      industry,
      status: 'approved',
    })
    expect(saved.status).toBe(200)
    expect(await storedName(id)).toBe('Private Pat')
    expect(await publicEntry(id)).toMatchObject({ submittedBy: 'Anonymous' })
  })
})

describe('PATCH /api/admin/headstash-submissions/{id} is partial', () => {
  let id = 0
  beforeAll(async () => {
    id = await submit({
      ...validSubmission.flower,
      name: `Partial ${suffix}`,
      flavorNotes: 'Pine',
      effects: 'Calm',
      vibe: 'Chill',
      thcContent: '24%',
    })
  })

  it.each([
    ['{ status }', { status: 'approved' }],
    ['{ imageUrl }', { imageUrl: 'https://images.example.com/partial.jpg' }],
    ['{ name, flames, effects }', { name: `Partial Renamed ${suffix}`, flames: 2, effects: 'Sleepy' }],
    ['{ reviewNotes }', { reviewNotes: 'checked' }],
  ])('%s alone succeeds and changes only those fields', async (_label, body) => {
    const before = await stored(id)
    const response = await patch(id, body)
    expect(response.status).toBe(200)
    const after = await stored(id)
    expect(after).toMatchObject(body)
    const untouched = [
      'category',
      'name',
      'genetics',
      'breeder',
      'whereAcquired',
      'flavorNotes',
      'vibe',
      'effects',
      'flames',
      'thcContent',
      'submittedBy',
      'submitterEmail',
      'displayName',
      'location',
      'industry',
      'imageUrl',
      'status',
      'reviewNotes',
    ] as const
    for (const field of untouched.filter((key) => !(key in body))) expect(after[field], field).toEqual(before[field])
  })

  it('the approved, renamed entry is what the public sees', async () => {
    expect(await publicEntry(id)).toMatchObject({
      name: `Partial Renamed ${suffix}`,
      flames: 2,
      effects: 'Sleepy',
      flavorNotes: 'Pine',
      imageUrl: 'https://images.example.com/partial.jpg',
    })
  })

  it.each([
    [{ flames: 9 }, SUBMISSION_MESSAGES.flames],
    [{ breeder: '' }, SUBMISSION_MESSAGES.categoryFields],
    // A flower turned edible needs an edible type: the merged record is what is checked.
    [{ category: 'edible' }, SUBMISSION_MESSAGES.categoryFields],
    [{ category: 'tincture' }, SUBMISSION_MESSAGES.category],
    [{ imageUrl: 'javascript:alert(1)' }, SUBMISSION_MESSAGES.imageUrl],
    [{ status: 'published' }, 'Choose a status: Pending, Approved, Rejected'],
  ])("refuses %o with the contract's message and writes nothing", async (body, message) => {
    const before = await stored(id)
    const response = await patch(id, body)
    expect(response.status).toBe(400)
    expect(response.json).toEqual({ message })
    expect((await stored(id)).updatedAt).toBe(before.updatedAt)
  })

  it('clears an optional field sent blank, and a category change with its fields passes', async () => {
    expect((await patch(id, { thcContent: '' })).status).toBe(200)
    expect((await stored(id)).thcContent ?? null).toBeNull()
    const changed = await patch(id, { category: 'edible', edibleType: 'Tincture gummy', genetics: '', breeder: '' })
    expect(changed.status).toBe(200)
    expect(await publicEntry(id)).toMatchObject({ category: 'edible', edibleType: 'Tincture gummy', genetics: null, breeder: null })
  })
})

describe("Payload's own REST API (the generated admin, integrators) keeps the category rule", () => {
  const restPatch = (id: number, body: Record<string, unknown>) =>
    api<{ errors?: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }>('PATCH', `/api/headstash-submissions/${id}`, {
      cookie: admin,
      body,
    })
  const fieldErrors = (json: Awaited<ReturnType<typeof restPatch>>['json']) =>
    (json.errors ?? []).flatMap((error) => error.data?.errors ?? []).map(({ path, message }) => ({ path, message }))

  it('refuses a flower turned concentrate without its type, method and breeder, and the public entry stays a flower', async () => {
    const flowerId = await submit({ ...validSubmission.flower, name: `Rest Rule Flower ${suffix}` })
    expect((await patch(flowerId, { status: 'approved' })).status).toBe(200)

    const refused = await restPatch(flowerId, { category: 'concentrate', breeder: '' })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.json)).toEqual(
      expect.arrayContaining(
        ['breeder', 'rosinType', 'extractionMethod'].map((path) => ({ path, message: SUBMISSION_MESSAGES.categoryFields })),
      ),
    )
    expect(await publicEntry(flowerId)).toMatchObject({ category: 'flower', breeder: validSubmission.flower.breeder })

    const accepted = await restPatch(flowerId, { category: 'concentrate', rosinType: 'live-rosin', extractionMethod: 'solventless' })
    expect(accepted.status).toBe(200)
    expect(await publicEntry(flowerId)).toMatchObject({ category: 'concentrate', rosinType: 'live-rosin' })
  })

  it('a partial update of an unrelated field is judged on the whole stored entry and passes', async () => {
    const id = await submit({ ...validSubmission.edible, name: `Rest Partial ${suffix}` })
    expect((await restPatch(id, { flavorNotes: 'Mango' })).status).toBe(200)
    expect((await stored(id)).flavorNotes).toBe('Mango')
  })
})

describe('a submission has one picture: the last one applied', () => {
  it('Apply Match on an entry with an uploaded photo changes the public image and thumbnail', async () => {
    const firstUrl = await uploadImage('first.png')
    const id = await submit({ ...validSubmission.edible, name: `One Picture ${suffix}`, imageUrl: firstUrl })
    expect((await stored(id)).image).toEqual(expect.any(Number))
    await patch(id, { status: 'approved' })
    expect(fileStem((await publicEntry(id))!.thumbnailUrl!)).toBe(fileStem(firstUrl))

    // Apply Match: the recovered file is uploaded by image recovery, then PATCHed as { imageUrl }.
    const recovered = await api<{ cloudUrl: string }>('POST', '/api/admin/recover-images', {
      cookie: admin,
      rawBody: multipart('image', await pngBytes(90, 60), `one-picture-${suffix}.png`, 'image/png'),
    })
    expect(recovered.status).toBe(201)
    expect((await patch(id, { imageUrl: recovered.json.cloudUrl })).status).toBe(200)

    const shown = await publicEntry(id)
    expect(fileStem(shown!.imageUrl!)).toBe(fileStem(recovered.json.cloudUrl))
    expect(fileStem(shown!.thumbnailUrl!)).toBe(fileStem(recovered.json.cloudUrl))
    // The thumbnail is a real file (the new upload's card variant), not a dangling URL.
    expect((await api('GET', shown!.thumbnailUrl!)).status).toBe(200)
  })

  it('an Image URL elsewhere replaces the upload everywhere, and the scan sees what the public sees', async () => {
    const id = await submit({ ...validSubmission.edible, name: `Elsewhere ${suffix}`, imageUrl: await uploadImage('elsewhere.png') })
    await patch(id, { status: 'approved' })

    const external = 'https://images.example.com/elsewhere.jpg'
    await patch(id, { imageUrl: external })
    expect(await publicEntry(id)).toMatchObject({ imageUrl: external, thumbnailUrl: external })
    expect((await stored(id)).image ?? null).toBeNull()

    // One of our media paths whose file is gone: public and scan both point at it, so the scan's
    // "missing" report is about the picture visitors actually get.
    const lost = `/api/media/file/lost-${suffix}.png`
    await patch(id, { imageUrl: lost })
    expect(await publicEntry(id)).toMatchObject({ imageUrl: lost, thumbnailUrl: lost })
    const scan = await api<{ missing: Array<{ id: number; imageUrl: string }> }>('POST', '/api/admin/fix-missing-images', { cookie: admin })
    expect(scan.json.missing).toContainEqual({ id, name: `Elsewhere ${suffix}`, imageUrl: lost })
  })

  it('an upload set on `image` alone (Payload admin) becomes the imageUrl the public sees', async () => {
    const payload = await payloadInstance()
    const id = await submit({ ...validSubmission.edible, name: `Admin Upload ${suffix}`, imageUrl: 'https://images.example.com/old.jpg' })
    await patch(id, { status: 'approved' })
    const adminPng = await pngBytes(40, 30)
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'admin upload' },
      file: { data: adminPng, mimetype: 'image/png', name: `admin-upload-${suffix}.png`, size: adminPng.length },
      overrideAccess: true,
    })
    await payload.update({ collection: 'headstash-submissions', id, data: { image: media.id }, overrideAccess: true })
    expect((await stored(id)).imageUrl).toBe(media.url)
    const shown = await publicEntry(id)
    expect(shown?.imageUrl).toContain(`admin-upload-${suffix}`)
  })
})

describe('vibes are one filter whatever their case', () => {
  const vibe = `Chill ${suffix}`
  const ids: number[] = []

  beforeAll(async () => {
    ids.push(await submit({ ...validSubmission.edible, name: `Vibe A ${suffix}`, vibe }))
    ids.push(await submit({ ...validSubmission.edible, name: `Vibe B ${suffix}`, vibe: `  chill   ${suffix} ` }))
    ids.push(await submit({ ...validSubmission.edible, name: `Vibe C ${suffix}`, vibe: 'Energetic' }))
    for (const id of ids) await patch(id, { status: 'approved' })
    // The admin dialog and the CSV import go through the same schema.
    await patch(ids[2]!, { vibe: `CHILL ${suffix}` })
    const row = {
      category: 'edible',
      name: `Vibe D ${suffix}`,
      edibleType: 'Gummies',
      whereAcquired: 'Shop',
      flames: '3',
      location: 'LA',
      industry: 'retail',
      vibe: `cHiLl ${suffix}`,
    }
    const form = multipart(
      'csvFile',
      [CSV_COLUMNS.join(','), CSV_COLUMNS.map((column) => (row as Record<string, string>)[column] ?? '').join(',')].join('\n'),
      'v.csv',
      'text/csv',
    )
    const imported = await api<{ successCount: number }>('POST', '/api/admin/headstash-submissions/bulk-upload', {
      cookie: admin,
      rawBody: form,
    })
    expect(imported.json.successCount).toBe(1)
  })

  it('lists one vibe value and filters every spelling to the same four entries', async () => {
    const all = await api<PublicList>('GET', '/api/headstash/submissions?limit=100')
    const spellings = all.json.stats.vibes.filter((value) => value.toLowerCase() === `chill ${suffix}`)
    expect(spellings).toEqual([`chill ${suffix}`])
    for (const query of [vibe, `chill ${suffix}`, ` CHILL ${suffix}`]) {
      const filtered = await api<PublicList>('GET', `/api/headstash/submissions?limit=100&vibe=${encodeURIComponent(query)}`)
      expect(filtered.json.submissions.map((entry) => entry.name).sort()).toEqual([
        `Vibe A ${suffix}`,
        `Vibe B ${suffix}`,
        `Vibe C ${suffix}`,
        `Vibe D ${suffix}`,
      ])
      expect(filtered.json.stats.filteredResults).toBe(4)
    }
  })

  it('a vibe written through Payload REST is stored the same way', async () => {
    const response = await api<{ doc: HeadstashSubmission }>('PATCH', `/api/headstash-submissions/${ids[0]}`, {
      cookie: admin,
      body: { vibe: ' Chill  Out ' },
    })
    expect(response.status).toBe(200)
    expect((await stored(ids[0]!)).vibe).toBe('chill out')
  })
})

describe('the data migration brings existing rows in line', () => {
  it('normalises stored vibes and re-links each picture to its imageUrl', async () => {
    const payload = await payloadInstance()
    const firstUrl = await uploadImage('migrate.png')
    const id = await submit({ ...validSubmission.edible, name: `Migrate ${suffix}`, imageUrl: firstUrl })
    const appliedLater = 'https://images.example.com/applied-later.jpg'
    // The state the old code left behind: a vibe as typed, and an Apply Match that kept the old link.
    await payload.db.drizzle.execute(
      sql`UPDATE headstash_submissions SET vibe = ${'  Couch   LOCK '}, image_url = ${appliedLater} WHERE id = ${id}`,
    )
    expect((await stored(id)).image).toEqual(expect.any(Number))
    await normaliseVibesOnePicture({ db: payload.db.drizzle, payload } as unknown as MigrateUpArgs)
    const after = await stored(id)
    expect(after.vibe).toBe('couch lock')
    expect(after.imageUrl).toBe(appliedLater)
    expect(after.image ?? null).toBeNull()
  })
})
