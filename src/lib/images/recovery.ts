import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { PayloadRequest, RequestContext } from 'payload'
import { asUser } from '@/access'
import { CACHE_TAGS, expireTags } from '../cache'
import { HttpError } from '../http/errors'
import { smartMatch } from './smart-match'
import { MEDIA_DIR } from '../storage/media-dir'
import { s3SettingsFromEnv } from '../storage/s3'
import { ingestImage, mediaIdForUrl } from './media'
import sharp from 'sharp'

// Image recovery: the staff tools behind /api/admin/fix-missing-images,
// recover-images, fix-cloud-urls and test-cloud-storage. Everything runs as the signed-in admin (`req`).

const MEDIA_PATH = /\/api\/media\/file\/([^/?#]+)/
/** Values left behind by older tooling where no real image exists. */
const PLACEHOLDER = /^(null|undefined|none|about:blank|#)$|placeholder|^data:image\/(gif|svg\+xml);base64,R0lGOD/i

async function submissionsWithImages(req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'headstash-submissions',
    where: { imageUrl: { exists: true } },
    pagination: false,
    depth: 0,
    ...asUser(req),
    select: { name: true, imageUrl: true, image: true },
  })
  return docs
}

async function mediaFileExists(req: PayloadRequest, filename: string): Promise<boolean> {
  const { docs } = await req.payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    ...asUser(req),
  })
  if (!docs[0]) return false
  // Objects in S3 are trusted to the store; a local file can vanish with a lost disk.
  return s3SettingsFromEnv() ? true : fs.existsSync(path.join(MEDIA_DIR, filename))
}

async function readStoredObject(filename: string): Promise<Buffer> {
  const settings = s3SettingsFromEnv()
  if (!settings) return fs.readFileSync(path.join(MEDIA_DIR, filename))
  const client = new S3Client(settings.config)
  const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: filename }))
  return Buffer.from(await object.Body!.transformToByteArray())
}

/**
 * Clears placeholder image values and lists the entries whose media file is gone. `context` goes with
 * each write (the caller's audit label for the run).
 */
export async function findMissingImages(req: PayloadRequest, context?: RequestContext) {
  let placeholderCount = 0
  const missing: Array<{ id: number; name: string; imageUrl: string }> = []
  for (const submission of await submissionsWithImages(req)) {
    const imageUrl = submission.imageUrl?.trim() ?? ''
    if (!imageUrl || PLACEHOLDER.test(imageUrl)) {
      await req.payload.update({
        collection: 'headstash-submissions',
        id: submission.id,
        data: { imageUrl: null, image: null },
        context,
        ...asUser(req),
      })
      placeholderCount += 1
      continue
    }
    const filename = MEDIA_PATH.exec(imageUrl)?.[1]
    if (filename && !(await mediaFileExists(req, decodeURIComponent(filename)))) {
      missing.push({ id: submission.id, name: submission.name, imageUrl })
    }
  }
  if (placeholderCount) expireTags(CACHE_TAGS.submissions)
  return { missingFileCount: missing.length, placeholderCount, missing }
}

/** Stores a recovered photo and suggests the entry it belongs to, matched by its file name. */
export async function recoverImage(req: PayloadRequest, file: { data: Buffer; name: string }) {
  // The file name only serves the match: as `alt` it would publish whatever the operator's disk
  // called the photo (often the submitter's name or a device path). Kept as the staff-only original
  // name, so the Media list can be searched by it.
  const { image, media } = await ingestImage(req.payload, file.data, undefined, file.name, req.user)
  const { docs } = await req.payload.find({
    collection: 'headstash-submissions',
    where: { status: { not_equals: 'rejected' } },
    pagination: false,
    depth: 0,
    ...asUser(req),
    select: { name: true },
  })
  const match = smartMatch(
    file.name,
    docs.map((doc) => ({ id: doc.id, name: doc.name })),
  )
  return { ...match, cloudUrl: media.url, originalSize: image.originalSize }
}

/** Rewrites image URLs around one of our media files to the canonical path and links the media (`context` as above). */
export async function fixCloudUrls(req: PayloadRequest, context?: RequestContext) {
  let fixedCount = 0
  for (const submission of await submissionsWithImages(req)) {
    const imageUrl = submission.imageUrl?.trim() ?? ''
    const filename = MEDIA_PATH.exec(imageUrl)?.[1]
    if (!filename) continue
    // Absolute URLs of an old host, doubled slashes or query junk around one of our media files.
    const canonical = `/api/media/file/${filename}`
    const mediaId = await mediaIdForUrl(req.payload, canonical)
    if (!mediaId || (imageUrl === canonical && submission.image === mediaId)) continue
    await req.payload.update({
      collection: 'headstash-submissions',
      id: submission.id,
      data: { imageUrl: canonical, image: mediaId },
      context,
      ...asUser(req),
    })
    fixedCount += 1
  }
  if (fixedCount) expireTags(CACHE_TAGS.submissions)
  return { fixedCount }
}

/** Writes a tiny image through the media collection, reads it back from the store, and removes it. */
export async function testStorage(req: PayloadRequest): Promise<{ status: number; body: Record<string, unknown> }> {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f97316' } })
    .png()
    .toBuffer()
  const testKey = `storage-test-${randomUUID()}.png`
  const media = await req.payload.create({
    collection: 'media',
    data: { alt: 'Storage test' },
    file: { data, mimetype: 'image/png', name: testKey, size: data.length },
    ...asUser(req),
  })
  const storage = s3SettingsFromEnv() ? 's3' : 'local'
  try {
    const stored = await readStoredObject(media.filename ?? testKey)
    if (!stored.equals(data)) throw new HttpError(502, 'The stored test object did not read back intact')
    return {
      status: 200,
      body: { success: true, message: 'Upload successful', details: { testKey: media.filename ?? testKey, storage, bytes: stored.length } },
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    return {
      status: 502,
      body: { success: false, message: `Could not read the test object back from ${storage} storage`, details: { testKey, storage } },
    }
  } finally {
    await req.payload.delete({ collection: 'media', id: media.id, ...asUser(req) })
  }
}
