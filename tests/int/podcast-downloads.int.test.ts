// Podcast download counting through the real /api route: the counting route serves the audio (ranges,
// HEAD), the feed and the player point at it, downloads are recorded by the IAB rules, a locked
// analytics table never stops the audio, and a replay of 10,000 synthetic requests matches a separate,
// simple count of the same rules exactly.
import fs from 'node:fs'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET, HEAD } from '@/app/(payload)/api/[...slug]/route'
import { GET as feedGet } from '@/app/(frontend)/podcast/[address]/feed.xml/route'
import { payloadPool } from '@/lib/db/transaction'
import { LISTENS_TABLE } from '@/lib/podcast/download-store'
import { downloadRecordingsSettled, pendingDownloadRecordings } from '@/lib/podcast/download-recorder'
import type { EpisodeDownloads } from '@/lib/podcast/download-store'
import type { Media } from '@/payload-types'
import { api, BASE_URL, payloadInstance, signInNewAccount } from '../helpers/api'

const suffix = `${Date.now()}`
const MP3 = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/tone-3s.mp3'))
const SIZE = MP3.length

const UA = {
  overcast: 'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)',
  apple: 'Podcasts/1650.20 CFNetwork/1333.0.4 Darwin/21.5.0',
  spotify: 'Spotify/8.7.70 iOS/16.1 (iPhone14,5)',
  pocketCasts: 'Pocket Casts',
  castro: 'Castro 2022.10/1337 Like iTunes',
  addict: 'PodcastAddict/v5 (+https://podcastaddict.com/; Android podcast app)',
  antennaPod: 'AntennaPod/3.2.0',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  unknown: 'MyLittlePodPlayer/0.9',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  curl: 'curl/8.5.0',
  wget: 'Wget/1.21.4',
  none: '',
} as const

/** The app each agent is counted under, or null for the ones that never count (written out by hand). */
const EXPECTED_APP: Record<keyof typeof UA, string | null> = {
  overcast: 'Overcast',
  apple: 'Apple Podcasts',
  spotify: 'Spotify',
  pocketCasts: 'Pocket Casts',
  castro: 'Castro',
  addict: 'Podcast Addict',
  antennaPod: 'AntennaPod',
  chrome: 'Chrome',
  firefox: 'Firefox',
  unknown: 'Other',
  googlebot: null,
  bingbot: null,
  curl: null,
  wget: null,
  none: null,
}

interface AudioAnswer {
  status: number
  headers: Headers
  bytes: Buffer
}

/** A request to the /api route as a podcast app makes it: its own address and agent, no browser headers. */
async function fetchAudio(url: string, { method = 'GET', range, agent, address, cookie }: FetchOptions): Promise<AudioAnswer> {
  const headers = new Headers({ 'x-forwarded-for': address })
  if (cookie) headers.set('cookie', cookie)
  if (cookie) headers.set('sec-fetch-site', 'same-origin')
  if (agent) headers.set('user-agent', agent)
  if (range) headers.set('range', range)
  const request = new Request(new URL(url, BASE_URL), { method, headers })
  const slug = new URL(url, BASE_URL).pathname.replace(/^\/api\//, '').split('/')
  const response = await (method === 'HEAD' ? HEAD : GET)(request, { params: Promise.resolve({ slug }) })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}
interface FetchOptions {
  method?: 'GET' | 'HEAD'
  range?: string
  agent: string
  address: string
  /** A staff session: the preview page's player plays drafts through the route too. */
  cookie?: string
}

let admin = ''

async function uploadAudio(name: string): Promise<Media> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(MP3)], { type: 'audio/mpeg' }), `${name}-${suffix}.mp3`)
  form.append('_payload', JSON.stringify({ alt: 'Episode audio' }))
  const uploaded = await api<{ doc: Media }>('POST', '/api/media', { rawBody: form, cookie: admin })
  expect(uploaded.status, uploaded.text).toBe(201)
  return uploaded.json.doc
}

interface TestEpisode {
  id: number
  url: string
  /** Duration the test gives the file (null: unknown), which sets the download threshold. */
  duration: number | null
}

let episodeNumber = 7000 + (Number(suffix) % 1000)
/** A published episode whose uploaded file claims `duration` seconds. */
async function publishEpisode(name: string, duration: number | null): Promise<TestEpisode> {
  const payload = await payloadInstance()
  const media = await uploadAudio(name)
  await payload.update({ collection: 'media', id: media.id, data: { duration }, overrideAccess: true })
  episodeNumber += 1
  const episode = await payload.create({
    collection: 'podcast-episodes',
    data: {
      episodeNumber,
      title: `Downloads ${name} ${suffix}`,
      slug: `downloads-${name}-${suffix}`,
      shortSummary: 'An episode whose downloads are counted.',
      publishDate: '2026-01-01T12:00:00.000Z',
      audioFile: media.id,
    },
  })
  return { id: episode.id, url: `/api/podcast/audio/${episode.id}/${media.filename}`, duration }
}

async function downloadsOf(episodeId: number): Promise<EpisodeDownloads> {
  const response = await api<EpisodeDownloads>('GET', `/api/admin/podcast/episodes/${episodeId}/downloads`, { cookie: admin })
  expect(response.status, response.text).toBe(200)
  return response.json
}

/** Fakes only Date (the route's clock), not timers: the day the requests arrive on. */
function arriveOn(isoTime: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(isoTime))
}

let short: TestEpisode
let long: TestEpisode

beforeAll(async () => {
  admin = await signInNewAccount(`downloads-${suffix}`, 'downloads-pass-1')
  // 12,225 bytes each: claimed 600 s long, a minute is 1,223 bytes; 3 s long, it is the whole file.
  long = await publishEpisode('long', 600)
  short = await publishEpisode('short', 3)
})

afterEach(async () => {
  vi.useRealTimers()
  await downloadRecordingsSettled()
})

describe('the counting route', () => {
  it('is the enclosure of the feed and serves the file with ranges and HEAD', async () => {
    const xml = await (await feedGet(new Request('http://localhost:3000/herbanconversations/feed.xml'))).text()
    const items = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'item' }).parse(xml).rss
      .channel.item as { title: string; enclosure: Record<string, string> }[]
    const item = items.find((entry) => entry.title === `Downloads long ${suffix}`)
    expect(item?.enclosure).toEqual({ '@url': `${BASE_URL}${long.url}`, '@length': String(SIZE), '@type': 'audio/mpeg' })

    const full = await fetchAudio(long.url, { agent: UA.curl, address: '203.0.113.1' })
    expect(full.status).toBe(200)
    expect(full.bytes.equals(MP3)).toBe(true)
    expect(full.headers.get('accept-ranges')).toBe('bytes')
    // A shared cache must not answer for us: every request has to reach the counter.
    expect(full.headers.get('cache-control')).toBe('private, no-cache')
    const part = await fetchAudio(long.url, { agent: UA.curl, address: '203.0.113.1', range: 'bytes=100-1099' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${SIZE}`)
    expect(part.bytes.equals(MP3.subarray(100, 1100))).toBe(true)
    const head = await fetchAudio(long.url, { method: 'HEAD', agent: UA.curl, address: '203.0.113.1' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(SIZE))
    expect(head.bytes.length).toBe(0)
    // Only the episode's own file, and only for a published episode.
    expect((await fetchAudio(long.url.replace(/[^/]+$/, 'other.mp3'), { agent: UA.curl, address: '203.0.113.1' })).status).toBe(404)
    const payload = await payloadInstance()
    await payload.update({ collection: 'podcast-episodes', id: short.id, data: { _status: 'draft' } })
    expect((await fetchAudio(short.url, { agent: UA.overcast, address: '203.0.113.1' })).status).toBe(404)
    await payload.update({ collection: 'podcast-episodes', id: short.id, data: { _status: 'published' } })
    expect((await fetchAudio(short.url, { agent: UA.overcast, address: '203.0.113.1', range: 'bytes=0-1' })).status).toBe(206)
  })

  it('counts one download per listener per day once their ranges cover a minute, without probes, HEAD or bots', async () => {
    const episode = await publishEpisode('rules', 600)
    arriveOn('2026-03-02T08:00:00.000Z')
    const listener = { agent: UA.overcast, address: '198.51.100.10' }
    // The probe and a HEAD ask for nothing that counts.
    await fetchAudio(episode.url, { ...listener, range: 'bytes=0-1' })
    await fetchAudio(episode.url, { ...listener, method: 'HEAD' })
    // 0-499 and 400-1221: 1,222 bytes together, one short of a minute (1,223).
    await fetchAudio(episode.url, { ...listener, range: 'bytes=0-499' })
    await fetchAudio(episode.url, { ...listener, range: 'bytes=400-1221' })
    await downloadRecordingsSettled()
    vi.useRealTimers()
    expect((await downloadsOf(episode.id)).total).toBe(0)
    arriveOn('2026-03-02T09:00:00.000Z')
    // One more byte makes the minute; asking again the same day adds nothing.
    await fetchAudio(episode.url, { ...listener, range: 'bytes=1222-1222' })
    await fetchAudio(episode.url, listener)
    // The same agent at another address is another listener; bots never count, whatever they fetch.
    await fetchAudio(episode.url, { agent: UA.overcast, address: '198.51.100.11', range: 'bytes=5000-' })
    await fetchAudio(episode.url, { agent: UA.googlebot, address: '198.51.100.12' })
    await fetchAudio(episode.url, { agent: UA.none, address: '198.51.100.13' })
    await downloadRecordingsSettled()
    // The next UTC day the first listener counts again.
    arriveOn('2026-03-03T00:00:01.000Z')
    await fetchAudio(episode.url, { ...listener, range: 'bytes=0-' })
    await downloadRecordingsSettled()
    vi.useRealTimers()
    expect(await downloadsOf(episode.id)).toEqual({
      total: 3,
      byDay: [
        { date: '2026-03-02', downloads: 2 },
        { date: '2026-03-03', downloads: 1 },
      ],
      byApp: [{ app: 'Overcast', downloads: 3 }],
    })
  })

  it('stores no address: listeners are salted hashes, and a past day keeps no salt', async () => {
    const payload = await payloadInstance()
    const address = '192.0.2.77'
    await fetchAudio(long.url, { agent: UA.apple, address })
    await downloadRecordingsSettled()
    const pool = payloadPool(payload)
    const { rows } = await pool.query<{ row: string }>(`SELECT row_to_json(l)::text AS row FROM ${LISTENS_TABLE} l WHERE episode_id = $1`, [
      long.id,
    ])
    expect(rows.length).toBeGreaterThan(0)
    for (const { row } of rows) {
      expect(row).not.toContain(address)
      expect(JSON.parse(row).listener).toMatch(/^[0-9a-f]{64}$/)
    }
    const salts = await pool.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM podcast_listener_salts`)
    const today = new Date().toISOString().slice(0, 10)
    expect(salts.rows.every(({ day }) => day >= today)).toBe(true)
  })

  it('streams the audio while the analytics table is locked, and a write that cannot get the lock is dropped', async () => {
    const payload = await payloadInstance()
    const pool = payloadPool(payload)
    const locker = await pool.connect()
    const address = '198.51.100.200'
    try {
      await locker.query('BEGIN')
      await locker.query(`LOCK TABLE ${LISTENS_TABLE} IN ACCESS EXCLUSIVE MODE`)
      const answer = await fetchAudio(long.url, { agent: UA.spotify, address, range: 'bytes=0-' })
      expect(answer.status).toBe(206)
      expect(answer.bytes.equals(MP3)).toBe(true)
      // The whole file arrived while its recording still waits for the lock.
      expect(pendingDownloadRecordings()).toBeGreaterThan(0)
      // The recording gives up at its lock timeout, with the lock still held.
      await downloadRecordingsSettled()
    } finally {
      await locker.query('ROLLBACK')
      locker.release()
    }
    expect((await downloadsOf(long.id)).byApp.map(({ app }) => app)).not.toContain('Spotify')
    // Afterwards the same listener is recorded as usual.
    await fetchAudio(long.url, { agent: UA.spotify, address, range: 'bytes=0-' })
    await downloadRecordingsSettled()
    expect((await downloadsOf(long.id)).byApp).toContainEqual({ app: 'Spotify', downloads: 1 })
  })

  it("plays a draft's audio to staff and never counts staff", async () => {
    const episode = await publishEpisode('staff', 600)
    const payload = await payloadInstance()
    await payload.update({ collection: 'podcast-episodes', id: episode.id, data: { _status: 'draft' } })
    const staff = { agent: UA.chrome, address: '198.51.100.90', cookie: admin }
    expect((await fetchAudio(episode.url, { agent: UA.chrome, address: '198.51.100.90' })).status).toBe(404)
    const answer = await fetchAudio(episode.url, staff)
    expect(answer.status).toBe(200)
    expect(answer.bytes.equals(MP3)).toBe(true)
    await payload.update({ collection: 'podcast-episodes', id: episode.id, data: { _status: 'published' } })
    await fetchAudio(episode.url, staff)
    await downloadRecordingsSettled()
    expect((await downloadsOf(episode.id)).total).toBe(0)
  })

  it('answers the downloads of an episode to staff only', async () => {
    expect((await api('GET', `/api/admin/podcast/episodes/${long.id}/downloads`)).status).toBe(401)
    const member = await signInNewAccount(`downloads-member-${suffix}`, 'downloads-pass-2', 'user')
    expect((await api('GET', `/api/admin/podcast/episodes/${long.id}/downloads`, { cookie: member })).status).toBe(403)
    expect((await api('GET', `/api/admin/podcast/episodes/999999999/downloads`, { cookie: admin })).status).toBe(404)
  })
})

/** mulberry32: a small seeded generator, so the synthetic log is the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T,
  }
}

interface LoggedRequest {
  day: string
  episode: TestEpisode
  address: string
  agent: keyof typeof UA
  method: 'GET' | 'HEAD'
  range?: string
}

const REPLAY_DAYS = ['2026-04-10', '2026-04-11', '2026-04-12']
const REPLAY_REQUESTS = 10_000

/** The synthetic log: listeners on three days asking for sequential, overlapping and random ranges. */
function syntheticLog(episodes: TestEpisode[]): LoggedRequest[] {
  const rng = seeded(20261125)
  const agents = Object.keys(UA) as (keyof typeof UA)[]
  // 240 listeners from 120 addresses: several agents share an address and most come back on other days.
  const listeners = Array.from({ length: 240 }, () => ({ address: `10.27.${rng.int(0, 11)}.${rng.int(1, 10)}`, agent: rng.pick(agents) }))
  const log: LoggedRequest[] = []
  while (log.length < REPLAY_REQUESTS) {
    const { address, agent } = rng.pick(listeners)
    const base = { day: rng.pick(REPLAY_DAYS), episode: rng.pick(episodes), address, agent, method: 'GET' as const }
    const roll = rng.next()
    if (roll < 0.1) log.push({ ...base, range: 'bytes=0-1' })
    else if (roll < 0.13) log.push({ ...base, method: 'HEAD' })
    else if (roll < 0.16) log.push(base)
    else if (roll < 0.2) log.push({ ...base, range: `bytes=${rng.int(0, SIZE + 500)}-` })
    else if (roll < 0.22) log.push({ ...base, range: `bytes=-${rng.int(1, 3000)}` })
    else if (roll < 0.6) {
      // A player reading on in chunks, from the start or after a seek.
      let start = rng.next() < 0.5 ? 0 : rng.int(0, SIZE - 1)
      const chunk = rng.int(200, 1500)
      for (let n = rng.int(1, 8); n > 0 && start < SIZE; n -= 1, start += chunk)
        log.push({ ...base, range: `bytes=${start}-${start + chunk - 1}` })
    } else {
      // Overlapping windows around one spot, as after several seeks.
      const spot = rng.int(0, SIZE - 1)
      for (let n = rng.int(1, 5); n > 0; n -= 1) {
        const start = Math.max(0, spot + rng.int(-800, 800))
        log.push({ ...base, range: `bytes=${start}-${start + rng.int(0, 1400)}` })
      }
    }
  }
  return log.slice(0, REPLAY_REQUESTS)
}

/**
 * The same rules counted the plain way, apart from the app's code: a bitmap of requested bytes per
 * listener (address + agent), episode and day; a download when a minute's worth of bytes is set.
 */
function independentCount(log: LoggedRequest[]) {
  const minuteOf = (episode: TestEpisode) =>
    Math.min(SIZE, episode.duration ? Math.ceil((SIZE / episode.duration) * 60) : (128_000 / 8) * 60)
  const covered = new Map<string, { episode: TestEpisode; day: string; app: string; bytes: Uint8Array }>()
  for (const entry of log) {
    const app = EXPECTED_APP[entry.agent]
    if (entry.method === 'HEAD' || app === null) continue
    let first = 0
    let last = SIZE - 1
    const header = entry.range ? /^bytes=(\d*)-(\d*)$/.exec(entry.range) : null
    if (header?.[1] === '') first = SIZE - Number(header[2])
    else if (header) {
      first = Number(header[1])
      if (header[2] !== '') last = Math.min(SIZE - 1, Number(header[2]))
    }
    first = Math.max(0, first)
    if (first >= SIZE || first > last) continue
    if (first === 0 && last === 1) continue
    const key = `${entry.day}|${entry.address}|${entry.agent}|${entry.episode.id}`
    const state = covered.get(key) ?? { episode: entry.episode, day: entry.day, app, bytes: new Uint8Array(SIZE) }
    state.bytes.fill(1, first, last + 1)
    covered.set(key, state)
  }
  const expected = new Map<number, { total: number; byDay: Map<string, number>; byApp: Map<string, number> }>()
  for (const { episode, day, app, bytes } of covered.values()) {
    if (bytes.reduce((sum, byte) => sum + byte, 0) < minuteOf(episode)) continue
    const counts = expected.get(episode.id) ?? { total: 0, byDay: new Map(), byApp: new Map() }
    counts.total += 1
    counts.byDay.set(day, (counts.byDay.get(day) ?? 0) + 1)
    counts.byApp.set(app, (counts.byApp.get(app) ?? 0) + 1)
    expected.set(episode.id, counts)
  }
  return expected
}

describe('replay of a synthetic log', () => {
  it('counts 10,000 requests exactly as a separate implementation of the rules does', async () => {
    const episodes = [
      await publishEpisode('replay-long', 600),
      await publishEpisode('replay-short', 3),
      await publishEpisode('replay-unknown', null),
    ]
    const log = syntheticLog(episodes)
    const statuses = new Map<number, number>()
    // Day by day (the salt rotates between them); within a day, eight requests at a time in log order.
    for (const day of REPLAY_DAYS) {
      arriveOn(`${day}T12:00:00.000Z`)
      const todays = log.filter((entry) => entry.day === day)
      for (let index = 0; index < todays.length; index += 8) {
        const answers = await Promise.all(
          todays
            .slice(index, index + 8)
            .map((entry) =>
              fetchAudio(entry.episode.url, { method: entry.method, range: entry.range, agent: UA[entry.agent], address: entry.address }),
            ),
        )
        for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
      await downloadRecordingsSettled()
    }
    vi.useRealTimers()
    const expected = independentCount(log)
    const figures: string[] = []
    for (const episode of episodes) {
      const counts = expected.get(episode.id)
      const answer = await downloadsOf(episode.id)
      expect(answer).toEqual({
        total: counts?.total ?? 0,
        byDay: [...(counts?.byDay ?? new Map<string, number>())]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([date, downloads]) => ({ date, downloads })),
        byApp: [...(counts?.byApp ?? new Map<string, number>())]
          .sort(([appA, a], [appB, b]) => b - a || (appA < appB ? -1 : 1))
          .map(([app, downloads]) => ({ app, downloads })),
      })
      figures.push(`${episode.duration ?? 'unknown'} s: ${answer.total} downloads`)
    }
    // Every kind of answer took part: full files, ranges and unsatisfiable ranges.
    expect([...statuses.keys()].sort()).toEqual([200, 206, 416])
    console.log(`replay: ${log.length} requests, answers ${JSON.stringify(Object.fromEntries(statuses))}; ${figures.join('; ')}`)
  }, 600_000)
})
