import { NotFound, type Endpoint, type PayloadRequest } from 'payload'
import { asUser } from '@/access'
import { parseJsonBody } from '@/lib/http/body'
import { handled, HttpError } from '@/lib/http/errors'
import { BODY_LIMITS } from '@/lib/http/body-limits.mjs'
import { readMultipart } from '@/lib/http/multipart'
import { ingestImage } from '@/lib/images/media'
import { findEditableEpisode, listEditableEpisodes } from '@/lib/podcast/editing'
import { episodeSave } from '@/lib/publishing/state'
import { EPISODE_MESSAGES, deleteEpisodeSchema, episodeSchema } from '@/lib/podcast/episode-schema'
import { HTTP_MESSAGES } from '@/lib/http/messages'
import { AUDIO_MESSAGES, MAX_AUDIO_BYTES, sniffAudioType } from '@/lib/podcast/rules'
import { readImageField } from '../uploads'
import { findOr404, idParam, requireAdmin } from './guard'

async function assertSlugFree(req: PayloadRequest, slug: string, exceptId?: number) {
  const { docs } = await req.payload.find({
    collection: 'podcast-episodes',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    ...asUser(req),
  })
  if (docs[0] && docs[0].id !== exceptId) throw new HttpError(409, EPISODE_MESSAGES.duplicateSlug)
}

/** The `audio` file of a multipart body, typed by its content (MP3 or M4A) and within the size limit. */
async function readAudioField(req: PayloadRequest) {
  const form = await readMultipart(req, {
    maxBytes: BODY_LIMITS.audio.maxBytes,
    tooLarge: BODY_LIMITS.audio.message,
    invalid: AUDIO_MESSAGES.missing,
  })
  const file = form.file('audio')
  if (!file || file.size === 0) throw new HttpError(400, AUDIO_MESSAGES.missing)
  if (file.size > MAX_AUDIO_BYTES) throw new HttpError(413, AUDIO_MESSAGES.tooLarge)
  const data = Buffer.from(await file.arrayBuffer())
  const mimetype = sniffAudioType(data.subarray(0, 16))
  if (!mimetype) throw new HttpError(400, AUDIO_MESSAGES.invalidType)
  return { data, mimetype, name: file.name || `episode.${mimetype === 'audio/mp4' ? 'm4a' : 'mp3'}`, size: data.length }
}

/** The episode in its latest version (a pending draft when there is one), or a 404. */
async function findEditable404(req: PayloadRequest, id: number) {
  try {
    return await findEditableEpisode(req, id)
  } catch (error) {
    if (error instanceof NotFound) throw new HttpError(404, HTTP_MESSAGES.notFound)
    throw error
  }
}

export const adminPodcastEndpoints: Endpoint[] = [
  {
    path: '/admin/podcast/episodes',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      return Response.json({ episodes: await listEditableEpisodes(req, 500) })
    }),
  },
  {
    path: '/admin/podcast/episodes',
    method: 'post',
    handler: handled(async (req) => {
      const user = requireAdmin(req)
      const { status, ...data } = await parseJsonBody(req, episodeSchema)
      await assertSlugFree(req, data.slug)
      const save = episodeSave(status)
      const { id } = await req.payload.create({
        collection: 'podcast-episodes',
        data: { ...data, ...save.data, author: user.id },
        draft: save.draft,
        ...asUser(req),
      })
      return Response.json({ episode: await findEditableEpisode(req, id) }, { status: 201 })
    }),
  },
  {
    path: '/admin/podcast/episodes/upload-image',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      const file = await readImageField(req)
      const { image, media } = await ingestImage(req.payload, file.data, 'Podcast episode image', file.name, req.user)
      return Response.json({ imageUrl: media.url, originalSize: image.originalSize }, { status: 201 })
    }),
  },
  {
    path: '/admin/podcast/episodes/upload-audio',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      const file = await readAudioField(req)
      // Through the media collection, so it lands on local disk or S3 like every other upload and its
      // duration is read by the collection hook; the byte length is Payload's own `filesize`.
      const media = await req.payload.create({ collection: 'media', data: { alt: `Episode audio: ${file.name}` }, file, ...asUser(req) })
      const { id, url, filename, filesize, mimeType, duration } = media
      return Response.json({ audioFile: { id, url, filename, filesize, mimeType, duration } }, { status: 201 })
    }),
  },
  {
    path: '/admin/podcast/episodes/:id',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      return Response.json({ episode: await findEditable404(req, idParam(req)) })
    }),
  },
  {
    path: '/admin/podcast/episodes/:id',
    method: 'put',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      await findOr404(req, 'podcast-episodes', id)
      const { status, ...data } = await parseJsonBody(req, episodeSchema)
      await assertSlugFree(req, data.slug, id)
      // A draft save writes a new version and leaves the published episode as visitors see it.
      const save = episodeSave(status)
      await req.payload.update({ collection: 'podcast-episodes', id, data: { ...data, ...save.data }, draft: save.draft, ...asUser(req) })
      return Response.json({ episode: await findEditableEpisode(req, id) })
    }),
  },
  {
    path: '/admin/podcast/episodes/:id',
    method: 'delete',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      await parseJsonBody(req, deleteEpisodeSchema)
      await findOr404(req, 'podcast-episodes', id)
      await req.payload.delete({ collection: 'podcast-episodes', id, ...asUser(req) })
      return Response.json({ success: true })
    }),
  },
]
