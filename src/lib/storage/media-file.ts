import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { isXmlMimeType, parseRangeHeader, UPLOAD_CONTENT_SECURITY_POLICY } from 'payload/internal'
import type { Media } from '@/payload-types'
import {
  exactLength,
  IMMUTABLE,
  notModifiedAnswer,
  rangeStillApplies,
  REVALIDATE_ALWAYS,
  type Validators,
  validatorHeaders,
} from '../http/conditional'
import { MEDIA_DIR } from './media-dir'
import { s3SettingsFromEnv } from './s3'

/** One stored file: its size, validators and a way to read all of it or a byte range. */
export interface StoredFile extends Validators {
  size: number
  open(range?: { start: number; end: number }): Promise<ReadableStream<Uint8Array>>
}

async function localFile(filename: string): Promise<StoredFile | null> {
  const filePath = path.resolve(MEDIA_DIR, filename)
  if (!filePath.startsWith(MEDIA_DIR + path.sep)) return null
  const stats = await fs.promises.stat(filePath).catch(() => null)
  if (!stats?.isFile()) return null
  return {
    size: stats.size,
    // Size and modification time change whenever the file is rewritten (the scheme nginx uses).
    etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    lastModified: stats.mtime,
    open: async (range) => Readable.toWeb(fs.createReadStream(filePath, range)) as ReadableStream<Uint8Array>,
  }
}

let s3Client: { key: string; client: S3Client } | undefined
function clientFor(settings: NonNullable<ReturnType<typeof s3SettingsFromEnv>>): S3Client {
  const key = JSON.stringify(settings.config)
  if (s3Client?.key !== key) s3Client = { key, client: new S3Client(settings.config) }
  return s3Client.client
}

const isMissing = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)

async function s3File(settings: NonNullable<ReturnType<typeof s3SettingsFromEnv>>, key: string): Promise<StoredFile | null> {
  const client = clientFor(settings)
  const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key })).catch((error: unknown) => {
    if (isMissing(error)) return null
    throw error
  })
  if (!head || head.ContentLength === undefined) return null
  return {
    size: head.ContentLength,
    etag: head.ETag ?? `"${head.ContentLength.toString(16)}-${(head.LastModified?.getTime() ?? 0).toString(16)}"`,
    lastModified: head.LastModified ?? new Date(0),
    open: async (range) => {
      const object = await client.send(
        new GetObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          // The exact version described above: a file replaced in between fails instead of mixing versions.
          IfMatch: head.ETag,
        }),
      )
      if (!object.Body) throw new Error(`S3 object ${key} has no body`)
      return object.Body.transformToWebStream() as ReadableStream<Uint8Array>
    },
  }
}

/** The stored file behind a media file name: in the S3 bucket when S3_BUCKET is set, else in MEDIA_DIR. */
export function storedMediaFile(filename: string, prefix?: string | null): Promise<StoredFile | null> {
  const settings = s3SettingsFromEnv()
  return settings ? s3File(settings, path.posix.join(prefix ?? '', filename)) : localFile(filename)
}

/**
 * A body that opens its source on the first read, so an answer that is never read (HEAD, a client
 * that hangs up) never opens the file or starts the S3 download.
 */
function lazyBody(open: () => Promise<ReadableStream<Uint8Array>>): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      reader ??= (await open()).getReader()
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    async cancel(reason) {
      await reader?.cancel(reason)
    },
  })
}

export interface MediaFileAnswer {
  /** The media document the name belongs to (the original or one of its image sizes). */
  doc: Pick<Media, 'filename' | 'mimeType' | 'public' | 'sizes' | 'prefix'>
  filename: string
  /** Whether the reader is staff: a file they read may be private, so no shared cache may keep it. */
  staff: boolean
  /** Cache-Control instead of the media default (a counted download must reach the server every time). */
  cacheControl?: string
}

/** Cache-Control of a media file: generated image sizes never change under their name; originals revalidate. */
export function mediaCacheControl({ doc, filename, staff, cacheControl }: MediaFileAnswer): string {
  if (cacheControl) return cacheControl
  if (staff || !doc.public) return 'private, no-cache'
  const isImageSize = Object.values(doc.sizes ?? {}).some((size) => size?.filename === filename)
  return isImageSize ? IMMUTABLE : REVALIDATE_ALWAYS
}

/**
 * Serves a media file: Content-Length, ETag, Last-Modified and Cache-Control on every answer, 304 to
 * a matching conditional request, 206 to a byte range (audio players seek with them), 416 to an
 * unsatisfiable one; null when the file is missing from the store.
 */
export async function mediaFileResponse(requestHeaders: Headers, answer: MediaFileAnswer): Promise<Response | null> {
  const file = await storedMediaFile(answer.filename, answer.doc.prefix)
  if (!file) return null
  const cacheControl = mediaCacheControl(answer)
  const notModified = notModifiedAnswer(requestHeaders, file, cacheControl)
  if (notModified) return notModified
  const size = Object.values(answer.doc.sizes ?? {}).find((variant) => variant?.filename === answer.filename)
  const contentType = (size ? size.mimeType : answer.doc.mimeType) || 'application/octet-stream'
  const headers = new Headers({
    ...validatorHeaders(file, cacheControl),
    'Content-Type': contentType,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  })
  // Scripts in an uploaded SVG (or other XML) must never run on the site's origin.
  if (isXmlMimeType(contentType)) headers.set('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY)
  const rangeHeader = rangeStillApplies(requestHeaders, file) ? requestHeaders.get('range') : null
  const { type, range } = parseRangeHeader({ fileSize: file.size, rangeHeader })
  if (type === 'invalid') {
    headers.set('Content-Range', `bytes */${file.size}`)
    for (const [name, value] of Object.entries(exactLength(0))) headers.set(name, value)
    return new Response(null, { status: 416, headers })
  }
  for (const [name, value] of Object.entries(exactLength(range ? range.end - range.start + 1 : file.size))) headers.set(name, value)
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
  return new Response(
    lazyBody(() => file.open(range ?? undefined)),
    { status: range ? 206 : 200, headers },
  )
}
