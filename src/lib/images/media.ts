import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { Media } from '@/payload-types'
import type { ProcessedImage } from './process'

/** Stores a processed image through the media collection (local disk or S3, with its variants). */
export async function storeImage(payload: Payload, image: ProcessedImage, alt?: string): Promise<Media> {
  return await payload.create({
    collection: 'media',
    data: { alt: alt?.slice(0, 200) },
    // The visitor's file name never reaches the store: it can carry personal data or path tricks.
    file: { data: image.data, mimetype: image.mimetype, name: `upload-${randomUUID()}.${image.extension}`, size: image.data.length },
    overrideAccess: true,
  })
}

const MEDIA_FILE_PATH = /^\/api\/media\/file\/([^/?#]+)$/

/** The media document behind one of our own media URLs, so a submission links its image. */
export async function mediaIdForUrl(payload: Payload, url: string, req?: PayloadRequest): Promise<number | undefined> {
  const path = url.startsWith('/') ? url : (() => {
    try {
      return new URL(url).pathname
    } catch {
      return ''
    }
  })()
  const filename = MEDIA_FILE_PATH.exec(path)?.[1]
  if (!filename) return undefined
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { equals: decodeURIComponent(filename) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    // Inside a hook, `req` keeps the lookup in the operation's transaction.
    ...(req ? { req } : {}),
  })
  return docs[0]?.id
}
