import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload, PayloadRequest } from 'payload'
import type { Media } from '@/payload-types'
import { MEDIA_DIR } from '../storage/media-dir'
import { s3SettingsFromEnv } from '../storage/s3'
import { type ProcessedImage, processUploadedImage } from './process'
import { imageQueue } from './queue'
import { mediaFilenameOf, ORIGINAL_FILENAME } from './visibility'

/**
 * Removes every stored object whose name starts with `stem` (the original and its resized variants).
 * Payload writes the files before it inserts the row (and S3 objects in a hook after it), and leaves
 * them behind when the insert or the transaction fails.
 */
async function removeStoredFiles(payload: Payload, stem: string): Promise<void> {
  try {
    const settings = s3SettingsFromEnv()
    if (!settings) {
      const names = await fs.readdir(MEDIA_DIR).catch(() => [] as string[])
      await Promise.all(names.filter((name) => name.startsWith(stem)).map((name) => fs.rm(path.join(MEDIA_DIR, name), { force: true })))
      return
    }
    const client = new S3Client(settings.config)
    const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: stem }))
    const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []))
    if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket: settings.bucket, Delete: { Objects: keys } }))
  } catch (error) {
    payload.logger.error({ err: error, stem }, 'Could not remove the files of a failed upload')
  }
}

/**
 * Stores a processed image through the media collection (local disk or S3, with its variants).
 * `originalName` is the name the file had on a staff member's computer, kept for the Media list
 * (staff-only field); visitors' uploads pass none.
 */
export async function storeImage(payload: Payload, image: ProcessedImage, alt?: string, originalName?: string): Promise<Media> {
  // The visitor's file name never reaches the store (nor `alt`): it can carry personal data or path
  // tricks. A unique stem also lets a failed insert find and remove exactly its own files.
  const stem = `upload-${randomUUID()}`
  // System write: visitors' forms upload through here after validation (media create is staff-only
  // through REST); the file stays private until its entry is published (visibility.ts).
  try {
    return await payload.create({
      collection: 'media',
      data: { alt: alt?.slice(0, 200) },
      file: { data: image.data, mimetype: image.mimetype, name: `${stem}.${image.extension}`, size: image.data.length },
      overrideAccess: true,
      context: { [ORIGINAL_FILENAME]: originalName ?? null },
    })
  } catch (error) {
    await removeStoredFiles(payload, stem)
    throw error
  }
}

/**
 * Checks, re-encodes and stores an uploaded image. All of it (decode, re-encode and Payload's resized
 * variants) runs in the process-wide bounded image queue: a full queue answers 503 + Retry-After.
 */
export async function ingestImage(
  payload: Payload,
  input: Buffer,
  alt?: string,
  originalName?: string,
): Promise<{ image: ProcessedImage; media: Media }> {
  return await imageQueue().run(async () => {
    const image = await processUploadedImage(input)
    return { image, media: await storeImage(payload, image, alt, originalName) }
  })
}

const MEDIA_FILE_PATH = /^\/api\/media\/file\/([^/?#]+)$/

/** The media document behind one of our own media URLs, so a submission links its image. */
export async function mediaIdForUrl(payload: Payload, url: string, req?: PayloadRequest): Promise<number | undefined> {
  const path = url.startsWith('/')
    ? url
    : (() => {
        try {
          return new URL(url).pathname
        } catch {
          return ''
        }
      })()
  const filename = MEDIA_FILE_PATH.exec(path)?.[1]
  if (!filename) return undefined
  // System read: linking a file to a submission concerns private files too (docs/decisions.md#media-visibility).
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { equals: mediaFilenameOf(`/api/media/file/${filename}`) ?? filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    // Inside a hook, `req` keeps the lookup in the operation's transaction.
    ...(req ? { req } : {}),
  })
  return docs[0]?.id
}
