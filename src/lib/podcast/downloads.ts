// What counts as a download of an episode, after the IAB Podcast Measurement Technical Guidelines
// (v2.x): pure rules, no I/O, so the recorder and its tests share one definition.
import { createHash } from 'node:crypto'
import userAgents from './user-agents.json'

/** Audio a listener must have asked for before a download counts: one minute of it. */
export const DOWNLOAD_MIN_SECONDS = 60
/**
 * When a file's duration is unknown its bitrate is taken to be 128 kbit/s (16,000 bytes per second),
 * the most common podcast encoding, so a minute is 960,000 bytes (or the whole file, if smaller).
 */
export const FALLBACK_BYTES_PER_SECOND = 16_000
/** The app name downloads from clients missing from the user-agent list are counted under. */
export const OTHER_APP = 'Other'

export type ClientKind = 'bot' | 'library' | 'app' | 'browser' | 'unknown'
export interface ClientClass {
  kind: ClientKind
  /** The list entry's name, or OTHER_APP for an unknown client. */
  name: string
}

interface Entry {
  name: string
  pattern: RegExp
}
const compile = (entries: { name: string; pattern: string }[]): Entry[] =>
  entries.map(({ name, pattern }) => ({ name, pattern: new RegExp(pattern) }))

// Bots first and libraries next: an app's name inside a crawler's agent string must not make it a listener.
const ORDER: [Exclude<ClientKind, 'unknown'>, Entry[]][] = [
  ['bot', compile(userAgents.bots)],
  ['library', compile(userAgents.libraries)],
  ['app', compile(userAgents.apps)],
  ['browser', compile(userAgents.browsers)],
]

/** Who sent a request, from its User-Agent (see user-agents.json); an empty agent is a bot. */
export function classifyUserAgent(userAgent: string): ClientClass {
  const agent = userAgent.trim()
  if (!agent) return { kind: 'bot', name: 'No user agent' }
  for (const [kind, entries] of ORDER) {
    const match = entries.find((entry) => entry.pattern.test(agent))
    if (match) return { kind, name: match.name }
  }
  return { kind: 'unknown', name: OTHER_APP }
}

/** Bots and HTTP libraries are machines fetching, not people listening: they never make a download. */
export const isCountedClient = (client: ClientClass): boolean => client.kind !== 'bot' && client.kind !== 'library'

/**
 * Bytes a listener must have requested (in any number of range requests) for a download: one minute
 * of audio at the file's average rate (size / duration), or at FALLBACK_BYTES_PER_SECOND when the
 * duration is unknown; never more than the whole file.
 */
export function downloadThresholdBytes(size: number, durationSeconds: number | null | undefined): number {
  // Multiplied before dividing, so a whole result stays whole (60 MB over an hour is 1,000,000 bytes).
  const minute =
    durationSeconds && durationSeconds > 0
      ? Math.ceil((size * DOWNLOAD_MIN_SECONDS) / durationSeconds)
      : FALLBACK_BYTES_PER_SECOND * DOWNLOAD_MIN_SECONDS
  return Math.max(1, Math.min(size, minute))
}

/** An inclusive byte range of a file, as in Content-Range. */
export interface ByteRange {
  start: number
  end: number
}

/** `bytes=0-1`: players (Apple's first) probe a file's size and range support with it; it is no listen. */
export const isProbe = (range: ByteRange): boolean => range.start === 0 && range.end === 1

/** The range an audio answer carries: its Content-Range (206), the whole file (200), else none. */
export function servedRange(status: number, headers: Headers): ByteRange | null {
  if (status === 200) {
    const length = Number(headers.get('content-length'))
    return Number.isInteger(length) && length > 0 ? { start: 0, end: length - 1 } : null
  }
  if (status !== 206) return null
  const match = /^bytes (\d+)-(\d+)\/\d+$/.exec(headers.get('content-range') ?? '')
  return match ? { start: Number(match[1]), end: Number(match[2]) } : null
}

/** The UTC calendar day of `now` (YYYY-MM-DD): downloads, listeners and salts are all per UTC day. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10)

/**
 * The listener of a request: SHA-256 of the day's secret salt, the client's address and its user agent.
 * Once the day's salt is deleted nobody, the site included, can tell whose address a listener was.
 */
export const listenerHash = (salt: string, address: string, userAgent: string): string =>
  createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('hex')
