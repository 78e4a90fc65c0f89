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
export async function storeImage(
  payload: Payload,
  image: ProcessedImage,
  alt?: string,
  originalName?: string,
  uploader?: PayloadRequest['user'],
): Promise<Media> {
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
      // A staff member's upload is their action (and audited as theirs); a visitor's has no user.
      user: uploader ?? null,
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
  uploader?: PayloadRequest['user'],
): Promise<{ image: ProcessedImage; media: Media }> {
  return await imageQueue().run(async () => {
    const image = await processUploadedImage(input)
    return { image, media: await storeImage(payload, image, alt, originalName, uploader) }
  })
}

const MEDIA_FILE_PATH = /^\/api\/media\/file\/([^/?#]+)$/

/** The stored file name one of our own media URLs names (absolute or a site path), if it names one. */
function mediaFilenameOfUrl(url: string): string | undefined {
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
  return filename ? (mediaFilenameOf(`/api/media/file/${filename}`) ?? filename) : undefined
}

/** Finds the media documents behind picture URLs; writers that link pictures take it injected. */
export interface MediaLookup {
  /** The media id behind each of the URLs that names one of our files (one query for all of them). */
  idsForUrls(urls: readonly string[]): Promise<Map<string, number>>
  /** A media document's id and URL, or null when there is none. */
  byId(id: number): Promise<{ id: number; url: string | null } | null>
}

/**
 * The lookup over the media collection. System reads: linking a file to a submission concerns private
 * files too (a file stays private until its entry is public). Inside a hook, `req` keeps the lookups in
 * the operation's transaction.
 */
export function mediaLookup(payload: Payload, req?: PayloadRequest): MediaLookup {
  const inTransaction = req ? { req } : {}
  return {
    async idsForUrls(urls) {
      const byFilename = new Map<string, string[]>()
      for (const url of new Set(urls)) {
        const filename = mediaFilenameOfUrl(url)
        if (filename) byFilename.set(filename, [...(byFilename.get(filename) ?? []), url])
      }
      const ids = new Map<string, number>()
      if (byFilename.size === 0) return ids
      const { docs } = await payload.find({
        collection: 'media',
        where: { filename: { in: [...byFilename.keys()] } },
        pagination: false,
        depth: 0,
        select: { filename: true },
        overrideAccess: true,
        ...inTransaction,
      })
      for (const doc of docs) for (const url of byFilename.get(doc.filename ?? '') ?? []) ids.set(url, doc.id)
      return ids
    },
    async byId(id) {
      const media = await payload.findByID({
        collection: 'media',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        ...inTransaction,
      })
      return media ? { id: media.id, url: media.url ?? null } : null
    },
  }
}

/** The media document behind one of our own media URLs, so a submission links its image. */
export async function mediaIdForUrl(payload: Payload, url: string, req?: PayloadRequest): Promise<number | undefined> {
  return (await mediaLookup(payload, req).idsForUrls([url])).get(url)
}
