import type { Payload } from 'payload'
import { recordListen, type ListenRequest } from './download-store'
import { classifyUserAgent, isCountedClient, isProbe, type ByteRange } from './downloads'

/** Recordings written at once: each holds a pool client, and the site's pages need the rest. */
const CONCURRENT_RECORDINGS = 2
/**
 * Recordings waiting for a client. Past this (the database has been unreachable for a while under load)
 * new ones are dropped: an undercount is better than an app whose memory grows without bound.
 */
export const MAX_WAITING_RECORDINGS = 10_000

export interface AudioRequest {
  now: Date
  /** The client's address key (see clientKey): hashed with the agent and the day's salt, never stored. */
  address: string
  userAgent: string
  episodeId: number
  /** The bytes the answer carries (the requested range, or the whole file). */
  range: ByteRange
  thresholdBytes: number
}

/** Why a request was not recorded, or that it was handed to the recorder. */
export type AudioRequestOutcome = 'probe' | 'bot' | 'queued' | 'dropped'

const waiting: ListenRequest[] = []
let running = 0
let idle: Promise<void> = Promise.resolve()
let becomeIdle: (() => void) | undefined

function pump(payload: Payload): void {
  while (running < CONCURRENT_RECORDINGS && waiting.length > 0) {
    const request = waiting.shift() as ListenRequest
    running += 1
    recordListen(payload, request)
      .catch((error: unknown) => {
        // The error only: the request (its address above all) stays out of the logs.
        payload.logger.warn({ msg: 'podcast download not recorded', err: error instanceof Error ? error.message : String(error) })
      })
      .finally(() => {
        running -= 1
        pump(payload)
      })
  }
  if (running === 0 && waiting.length === 0) becomeIdle?.()
}

/**
 * Records an audio request by the download rules, off the response path: probes (`bytes=0-1`) and bots
 * are left out at once; everything else is queued and written by at most CONCURRENT_RECORDINGS
 * connections. Never throws and never waits for the database.
 */
export function recordAudioRequest(payload: Payload, request: AudioRequest): AudioRequestOutcome {
  if (isProbe(request.range)) return 'probe'
  const client = classifyUserAgent(request.userAgent)
  if (!isCountedClient(client)) return 'bot'
  if (waiting.length >= MAX_WAITING_RECORDINGS) return 'dropped'
  if (running === 0 && waiting.length === 0) idle = new Promise((resolve) => (becomeIdle = resolve))
  waiting.push({ ...request, app: client.name })
  pump(payload)
  return 'queued'
}

/** Resolves once every queued recording has been written (or failed): for shutdown and tests. */
export const downloadRecordingsSettled = (): Promise<void> => idle

/** Recordings queued or being written right now. */
export const pendingDownloadRecordings = (): number => running + waiting.length
