// Possible duplicates in the review queue, from real pictures made with sharp and uploaded through the
// public form's doors (upload, then submit), and from names typed differently.
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { HeadstashSubmission } from '@/payload-types'
import { hammingDistance, perceptualHash, SAME_PHOTO_MAX_DISTANCE } from '@/lib/images/perceptual-hash'
import { api, payloadInstance, signInNewAccount } from '../helpers/api'
import { multipart, validSubmission } from '../helpers/fixtures'

const suffix = `${Date.now()}`
let admin = ''

beforeAll(async () => {
  admin = await signInNewAccount(`dup-admin-${suffix}`, 'admin-pass-1', 'admin')
})

/** A "photo": blobs of colour placed by a seeded generator, so each seed is a different picture. */
async function photo(seed: number, width = 640, height = 480): Promise<Buffer> {
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
  const blobs = Array.from({ length: 24 }, () => {
    const [r, g, b] = [next(), next(), next()].map((v) => Math.round(v * 255))
    return `<circle cx="${Math.round(next() * width)}" cy="${Math.round(next() * height)}" r="${Math.round(30 + next() * 120)}" fill="rgb(${r},${g},${b})"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#3a5"/>${blobs}</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}

/** The same photo as someone would send it again: smaller, recompressed harder, a little brighter. */
const resent = async (original: Buffer) => sharp(original).resize(600).modulate({ brightness: 1.04 }).jpeg({ quality: 55 }).toBuffer()

async function upload(bytes: Buffer): Promise<string> {
  const response = await api<{ imageUrl: string }>('POST', '/api/upload-image', {
    rawBody: multipart('image', bytes, 'find.jpg', 'image/jpeg'),
  })
  expect(response.status).toBe(201)
  return response.json.imageUrl
}

async function submit(name: string, extra: Record<string, unknown> = {}): Promise<HeadstashSubmission> {
  const response = await api('POST', '/api/headstash/submit', { body: { ...validSubmission.flower, name, ...extra } })
  expect(response.status, response.text).toBe(201)
  const payload = await payloadInstance()
  const { docs } = await payload.find({
    collection: 'headstash-submissions',
    where: { name: { equals: name.trim() } },
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]!
}

const queue = async () =>
  (await api<{ submissions: HeadstashSubmission[] }>('GET', '/api/admin/headstash-submissions', { cookie: admin })).json.submissions

describe('possible duplicates', () => {
  it('the hash puts a re-sent copy of a photo a few bits away and a different photo far away', async () => {
    const original = await photo(7)
    const [a, copy, other] = await Promise.all([
      perceptualHash(original),
      perceptualHash(await resent(original)),
      perceptualHash(await photo(99)),
    ])
    console.log(`[figures] dHash distance: re-sent copy ${hammingDistance(a, copy)}, different photo ${hammingDistance(a, other)} (of 64)`)
    expect(hammingDistance(a, copy)).toBeLessThanOrEqual(SAME_PHOTO_MAX_DISTANCE)
    expect(hammingDistance(a, other)).toBeGreaterThan(SAME_PHOTO_MAX_DISTANCE * 2)
  })

  it('an upload of the same photo again flags the later entry; a different photo does not', async () => {
    const original = await photo(1234)
    const first = await submit(`Photo first ${suffix}`, { imageUrl: await upload(original) })
    const again = await submit(`Photo again ${suffix}`, { imageUrl: await upload(await resent(original)), breeder: 'Someone Else' })
    const different = await submit(`Photo other ${suffix}`, { imageUrl: await upload(await photo(4321)), breeder: 'Third Breeder' })
    const payload = await payloadInstance()
    const media = await payload.find({ collection: 'media', where: { id: { in: [first.image, again.image] } }, overrideAccess: true })
    expect(media.docs.every((doc) => /^[0-9a-f]{16}$/.test(doc.perceptualHash ?? ''))).toBe(true)
    expect(first.possibleDuplicateOf ?? null).toBeNull()
    expect(again.possibleDuplicateOf).toBe(first.id)
    expect(different.possibleDuplicateOf ?? null).toBeNull()
    // Staff see it in the queue with the other entry's name; the public never sees the field.
    const listed = (await queue()).find((doc) => doc.id === again.id)
    expect(listed?.possibleDuplicateOf).toBe(first.id)
    const duplicates = (
      await api<{ duplicates: Record<string, { name: string }> }>('GET', '/api/admin/headstash-submissions', { cookie: admin })
    ).json.duplicates
    expect(duplicates[String(first.id)]?.name).toBe(`Photo first ${suffix}`)
    await payload.update({ collection: 'headstash-submissions', id: again.id, data: { status: 'approved' }, overrideAccess: true })
    const anonymous = await api<Record<string, unknown>>('GET', `/api/headstash-submissions/${again.id}`)
    expect(anonymous.status).toBe(200)
    expect(anonymous.json).not.toHaveProperty('possibleDuplicateOf')
  })

  it('the same name and breeder typed differently is flagged, unless the earlier entry was rejected', async () => {
    const first = await submit(`Gelato #33 ${suffix}`, { breeder: 'Cookie Fam' })
    const retyped = await submit(`  gelato 33-${suffix}`, { breeder: 'COOKIE  FAM.' })
    expect(retyped.possibleDuplicateOf).toBe(first.id)
    const otherBreeder = await submit(`Gelato 33 ${suffix}`, { breeder: 'Other Farm' })
    expect(otherBreeder.possibleDuplicateOf ?? null).toBeNull()

    const payload = await payloadInstance()
    const turnedDown = await submit(`Runtz ${suffix}`, { breeder: 'Lone Farm' })
    await payload.update({ collection: 'headstash-submissions', id: turnedDown.id, data: { status: 'rejected' }, overrideAccess: true })
    const fresh = await submit(`runtz ${suffix}`, { breeder: 'lone farm' })
    expect(fresh.possibleDuplicateOf ?? null).toBeNull()
  })

  it('an edit that makes an entry match an earlier one flags it; renaming it away clears the flag', async () => {
    const payload = await payloadInstance()
    const first = await submit(`Zkittlez ${suffix}`, { breeder: 'Terp Hogz' })
    const later = await submit(`Something else ${suffix}`, { breeder: 'Terp Hogz' })
    expect(later.possibleDuplicateOf ?? null).toBeNull()
    const renamed = await payload.update({
      collection: 'headstash-submissions',
      id: later.id,
      data: { name: `ZKITTLEZ ${suffix}` },
      overrideAccess: true,
      depth: 0,
    })
    expect(renamed.possibleDuplicateOf).toBe(first.id)
    const away = await payload.update({
      collection: 'headstash-submissions',
      id: later.id,
      data: { name: `Zour Apples ${suffix}` },
      overrideAccess: true,
      depth: 0,
    })
    expect(away.possibleDuplicateOf ?? null).toBeNull()
  })
})
