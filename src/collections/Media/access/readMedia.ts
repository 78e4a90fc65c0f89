import { type Access, NotFound, type PayloadRequest, type UploadConfig, type Where } from 'payload'
import { isAdminUser } from '@/access'
import { mediaFileResponse } from '@/lib/storage/media-file'

const PUBLIC_MEDIA: Where = { public: { equals: true } }

const storedAs = (filename: string): Where => ({
  or: [{ filename: { equals: filename } }, { 'sizes.card.filename': { equals: filename } }, { 'sizes.full.filename': { equals: filename } }],
})

/**
 * Staff read every media document; everyone else only `public` ones (docs/decisions.md#media-visibility). For the
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
 * Serves every media file itself, on local disk and in S3 alike (src/lib/storage/media-file.ts):
 * validators, Cache-Control, 304 and byte ranges. Payload's local-disk fallback sends neither ETag nor
 * Last-Modified and answers 500 when a known file is missing on disk (a lost volume, a restore without
 * media); here a missing file answers 404 like an unknown one.
 */
async function serveMediaFile(req: PayloadRequest, filename: string): Promise<Response> {
  const { docs } = await req.payload.find({
    collection: 'media',
    where: storedAs(filename),
    limit: 1,
    depth: 0,
    select: { filename: true, mimeType: true, public: true, sizes: true, prefix: true },
    // readMedia above has already decided that this reader may see the file.
    overrideAccess: true,
    req,
  })
  const doc = docs[0]
  const answer = doc ? await mediaFileResponse(req.headers, { doc, filename, staff: isAdminUser(req.user) }) : null
  return answer ?? Response.json({ message: new NotFound(req.t).message }, { status: 404 })
}

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]
export const mediaFileHandler: UploadHandler = (req, { params }) => serveMediaFile(req, params.filename)
