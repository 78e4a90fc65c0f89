import fs from 'node:fs/promises'
import path from 'node:path'
import { type Access, NotFound, type PayloadRequest, type UploadConfig, type Where } from 'payload'
import { isAdminUser } from '@/access'
import { MEDIA_DIR } from '@/lib/storage/media-dir'
import { s3SettingsFromEnv } from '@/lib/storage/s3'

const PUBLIC_MEDIA: Where = { public: { equals: true } }

const storedAs = (filename: string): Where => ({
  or: [{ filename: { equals: filename } }, { 'sizes.card.filename': { equals: filename } }, { 'sizes.full.filename': { equals: filename } }],
})

/**
 * design.md decision 19: staff read every media document; everyone else only `public` ones. For the
 * file route (/api/media/file/<name>, variants included) a file the reader may not see answers 404
 * like an unknown one, so a private upload's name cannot be probed (and neither answers 500).
 */
export const readMedia: Access = async ({ req, isReadingStaticFile, data }) => {
  const staff = isAdminUser(req.user)
  if (!isReadingStaticFile) return staff ? true : PUBLIC_MEDIA
  const filename = typeof (data as { filename?: unknown } | undefined)?.filename === 'string' ? (data as { filename: string }).filename : ''
  if (!filename || filename.includes('\u0000')) throw new NotFound(req.t)
  // Inside the access function itself (a Local API read with access would call it again); the where
  // below restates exactly what this reader may see.
  const { totalDocs } = await req.payload.count({
    collection: 'media',
    where: staff ? storedAs(filename) : { and: [storedAs(filename), PUBLIC_MEDIA] },
    overrideAccess: true,
    req,
  })
  if (!totalDocs) throw new NotFound(req.t)
  return staff ? true : PUBLIC_MEDIA
}

/**
 * Runs before Payload's local-disk fallback, which answers 500 when a known file is missing on disk
 * (a lost volume, a restore without media). Under S3 the storage plugin's handler answers instead.
 */
async function answerMissingFile(req: PayloadRequest, filename: string): Promise<Response | undefined> {
  if (s3SettingsFromEnv()) return undefined
  const resolved = path.resolve(MEDIA_DIR, filename)
  const inside = resolved.startsWith(MEDIA_DIR + path.sep)
  const exists = inside && (await fs.stat(resolved).then((stats) => stats.isFile(), () => false))
  return exists ? undefined : Response.json({ message: new NotFound(req.t).message }, { status: 404 })
}

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]
// Payload falls through to its own file serving when a handler resolves to anything but a Response;
// its type only admits `Promise<void>` or `Promise<Response>`, not the union this handler needs.
export const missingLocalFileIs404 = ((req, { params }) => answerMissingFile(req, params.filename)) as UploadHandler
