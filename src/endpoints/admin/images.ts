import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Endpoint, PayloadRequest } from 'payload'
import sharp from 'sharp'
import { MEDIA_DIR } from '@/collections/Media'
import { CACHE_TAGS, expireTags } from '@/lib/cache'
import { handled, HttpError } from '@/lib/http/errors'
import { ingestImage, mediaIdForUrl } from '@/lib/images/media'
import { smartMatch } from '@/lib/matching/smart-match'
import { s3SettingsFromEnv } from '@/lib/storage/s3'
import { readImageField } from '../uploads'
import { requireAdmin } from './guard'

const MEDIA_PATH = /\/api\/media\/file\/([^/?#]+)/
/** Values left behind by older tooling where no real image exists. */
const PLACEHOLDER = /^(null|undefined|none|about:blank|#)$|placeholder|^data:image\/(gif|svg\+xml);base64,R0lGOD/i

async function submissionsWithImages(req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'headstash-submissions',
    where: { imageUrl: { exists: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true, imageUrl: true, image: true },
  })
  return docs
}

async function mediaFileExists(req: PayloadRequest, filename: string): Promise<boolean> {
  const { docs } = await req.payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, depth: 0, overrideAccess: true })
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

export const adminImageEndpoints: Endpoint[] = [
  {
    path: '/admin/fix-missing-images',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      let placeholderCount = 0
      const missing: Array<{ id: number; name: string; imageUrl: string }> = []
      for (const submission of await submissionsWithImages(req)) {
        const imageUrl = submission.imageUrl?.trim() ?? ''
        if (!imageUrl || PLACEHOLDER.test(imageUrl)) {
          await req.payload.update({ collection: 'headstash-submissions', id: submission.id, data: { imageUrl: null, image: null }, overrideAccess: true })
          placeholderCount += 1
          continue
        }
        const filename = MEDIA_PATH.exec(imageUrl)?.[1]
        if (filename && !(await mediaFileExists(req, decodeURIComponent(filename)))) {
          missing.push({ id: submission.id, name: submission.name, imageUrl })
        }
      }
      if (placeholderCount) expireTags(CACHE_TAGS.submissions)
      return Response.json({ missingFileCount: missing.length, placeholderCount, missing })
    }),
  },
  {
    path: '/admin/recover-images',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      const { data, name: fileName } = await readImageField(req)
      // The file name only serves the match: as `alt` it would publish whatever the operator's disk
      // called the photo (often the submitter's name or a device path).
      // Kept as the staff-only original name, so the Media list can be searched by it.
      const { image, media } = await ingestImage(req.payload, data, undefined, fileName)
      const { docs } = await req.payload.find({
        collection: 'headstash-submissions',
        where: { status: { not_equals: 'rejected' } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { name: true },
      })
      const match = smartMatch(fileName, docs.map((doc) => ({ id: doc.id, name: doc.name })))
      return Response.json({ ...match, cloudUrl: media.url, originalSize: image.originalSize }, { status: 201 })
    }),
  },
  {
    path: '/admin/fix-cloud-urls',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      let fixedCount = 0
      for (const submission of await submissionsWithImages(req)) {
        const imageUrl = submission.imageUrl?.trim() ?? ''
        const filename = MEDIA_PATH.exec(imageUrl)?.[1]
        if (!filename) continue
        // Absolute URLs of an old host, doubled slashes or query junk around one of our media files.
        const canonical = `/api/media/file/${filename}`
        const mediaId = await mediaIdForUrl(req.payload, canonical)
        if (!mediaId || (imageUrl === canonical && submission.image === mediaId)) continue
        await req.payload.update({ collection: 'headstash-submissions', id: submission.id, data: { imageUrl: canonical, image: mediaId }, overrideAccess: true })
        fixedCount += 1
      }
      if (fixedCount) expireTags(CACHE_TAGS.submissions)
      return Response.json({ fixedCount })
    }),
  },
  {
    path: '/admin/test-cloud-storage',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f97316' } }).png().toBuffer()
      const testKey = `storage-test-${randomUUID()}.png`
      const media = await req.payload.create({
        collection: 'media',
        data: { alt: 'Storage test' },
        file: { data, mimetype: 'image/png', name: testKey, size: data.length },
        overrideAccess: true,
      })
      const storage = s3SettingsFromEnv() ? 's3' : 'local'
      try {
        const stored = await readStoredObject(media.filename ?? testKey)
        if (!stored.equals(data)) throw new HttpError(502, 'The stored test object did not read back intact')
        return Response.json({ success: true, message: 'Upload successful', details: { testKey: media.filename ?? testKey, storage, bytes: stored.length } })
      } catch (error) {
        if (error instanceof HttpError) throw error
        return Response.json({ success: false, message: `Could not read the test object back from ${storage} storage`, details: { testKey, storage } }, { status: 502 })
      } finally {
        await req.payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
      }
    }),
  },
]
