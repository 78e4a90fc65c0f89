import type { Payload } from 'payload'
import type { Media, PodcastEpisode } from '@/payload-types'
import { PUBLIC_READ } from '@/access'
import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'
import { LISTED_EPISODES } from '../publishing/state'
import { mediaFileResponse, type MediaFileAnswer } from '../storage/media-file'
import { recordAudioRequest } from './download-recorder'
import { downloadThresholdBytes, servedRange } from './downloads'

/** What serving and counting need of an episode's uploaded audio file. */
type AudioSource = Pick<Media, 'filename' | 'mimeType' | 'public' | 'sizes' | 'prefix' | 'filesize' | 'duration'>

const SOURCE_POPULATE = {
  media: { filename: true, mimeType: true, public: true, sizes: true, prefix: true, filesize: true, duration: true },
} as const

const audioFileOf = (episode: Pick<PodcastEpisode, 'audioFile'> | undefined): AudioSource | null =>
  episode?.audioFile && typeof episode.audioFile === 'object' ? episode.audioFile : null

async function findAudioSource(payload: Payload, episodeId: number, staff: boolean): Promise<AudioSource | null> {
  const { docs } = await payload.find({
    collection: 'podcast-episodes',
    where: staff ? { id: { equals: episodeId } } : { and: [{ id: { equals: episodeId } }, LISTED_EPISODES] },
    limit: 1,
    depth: 1,
    select: { audioFile: true },
    populate: SOURCE_POPULATE,
    // Visitors: the published version of a listed episode, whose file is public by then. Staff also
    // hear drafts (the preview page plays through here), and their plays are never counted.
    ...(staff ? { draft: true, overrideAccess: true } : { draft: false, ...PUBLIC_READ }),
  })
  return audioFileOf(docs[0])
}

const readPublicAudioSource = cachedRead(
  async (episodeId: number) => findAudioSource(await getPayloadClient(), episodeId, false),
  'podcast-audio-source',
  [CACHE_TAGS.episodes],
  { storeMisses: false },
)

/**
 * Counted answers must reach this server every time: a shared cache (a CDN) keeping the audio would
 * hide the requests that make a download. Browsers may keep a copy and revalidate it (304, not counted).
 */
const COUNTED_CACHE_CONTROL = 'private, no-cache'

export interface CountedAudioRequest {
  episodeId: number
  filename: string
  headers: Headers
  staff: boolean
  /** The client's address key (see clientKey); hashed for counting, never stored. */
  address: string
  now: Date
}

/**
 * Body that reports its first read. HEAD answers (and clients that hang up before reading) never read
 * the body, so only a GET whose bytes are actually wanted is recorded.
 */
function onFirstRead(body: ReadableStream<Uint8Array>, first: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  let started = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true
          first()
        }
        const { done, value } = await reader.read()
        if (done) controller.close()
        else controller.enqueue(value)
      },
      cancel: (reason) => reader.cancel(reason),
    },
    // No read ahead: with the default high-water mark of 1 the stream pulls once as soon as it is made,
    // which would record every HEAD.
    { highWaterMark: 0 },
  )
}

/**
 * The episode's uploaded audio, served like any media file (ranges, validators, HEAD; from local disk or
 * streamed from S3 by the storage layer), with the request handed to the download recorder once its
 * body is read. Recording never delays or fails the answer. Null: no such published episode or file.
 */
export async function countedAudioResponse(payload: Payload, request: CountedAudioRequest): Promise<Response | null> {
  const source = request.staff ? await findAudioSource(payload, request.episodeId, true) : await readPublicAudioSource(request.episodeId)
  if (!source?.filename || source.filename !== request.filename) return null
  const answer: MediaFileAnswer = { doc: source, filename: source.filename, staff: request.staff, cacheControl: COUNTED_CACHE_CONTROL }
  const response = await mediaFileResponse(request.headers, answer)
  if (!response?.body || request.staff) return response
  const range = servedRange(response.status, response.headers)
  if (!range) return response
  const size = Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? range.end + 1)
  const body = onFirstRead(response.body, () =>
    recordAudioRequest(payload, {
      now: request.now,
      address: request.address,
      userAgent: request.headers.get('user-agent') ?? '',
      episodeId: request.episodeId,
      range,
      thresholdBytes: downloadThresholdBytes(size, source.duration),
    }),
  )
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
}
