// Independent third-party clients run against a running production server: what a validator, a podcast
// app, a link-preview scraper, a crawler and an integrator's SDK make of the site. Each check returns
// the problems it found (an empty list is a pass), so `npm run check:clients` can print one table and
// tests/e2e/clients.spec.ts can fail on any of them.
import { PayloadSDK, PayloadSDKError } from '@payloadcms/sdk'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import ogs from 'open-graph-scraper'
import { parseFeed } from 'podcast-partytime'
import robotsParser from 'robots-parser'
import RssParser from 'rss-parser'
import type { Config } from '../../src/payload-types'
import { FIND_BASE_PATH } from '../../src/lib/submissions/paths'
import { PUBLIC_ROUTES } from '../../tests/e2e/routes'
import { validateStructuredData } from './structured-data'

export interface ClientCheckOptions {
  /** Origin of the server under test, e.g. http://127.0.0.1:3000 */
  baseUrl: string
  staff: { username: string; password: string }
}

export interface ClientCheck {
  client: string
  checks: string
  /** Problems found; empty when the client accepts the site. `note` records details worth reading on a pass. */
  run: (note: (text: string) => void) => Promise<string[]>
}

export interface ClientCheckResult {
  client: string
  checks: string
  problems: string[]
  /** Details worth reading even on a pass (e.g. the Nu checker's warnings). */
  notes: string[]
}

const FEED_PATH = '/herbanconversations/feed.xml'
const ISSUE_FEED_PATH = '/newsletter/feed.xml'
const ISSUE_PATH = PUBLIC_ROUTES.find((route) => route.startsWith('/newsletter/') && route !== '/newsletter/archive') ?? PUBLIC_ROUTES[0]
/** A path no route claims: the frontend's 404 page. */
const NOT_FOUND_PATH = '/no-such-page-for-client-checks'
const CRAWLER = 'Googlebot'
const EPISODE_PATH = PUBLIC_ROUTES.find((route) => /\/ep\d/.test(route)) ?? PUBLIC_ROUTES[0]

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar')

async function fetchText(url: string, expectedStatus = 200): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' })
  const text = await response.text()
  if (response.status !== expectedStatus) throw new Error(`GET ${url} answered ${response.status}, expected ${expectedStatus}`)
  return text
}

/** The first find permalink linked from The Cloud, as a visitor would reach it. */
async function findPagePath(baseUrl: string): Promise<string> {
  const html = await fetchText(`${baseUrl}${FIND_BASE_PATH}`)
  const match = new RegExp(`href="(${FIND_BASE_PATH}/[1-9]\\d*-[a-z0-9-]*)"`).exec(html)
  if (!match?.[1]) throw new Error(`${FIND_BASE_PATH} links to no find page`)
  return match[1]
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  message: string
  extract?: string
}

/**
 * Nu errors the site cannot fix, reported as notes instead: every Payload admin page is wrapped in
 * @faceless-ui/modal's ModalProvider (inside @payloadcms/ui's RootProvider, not configurable), which
 * renders a `<style>` it fills in an effect, so the server HTML has an empty `<style></style>` in
 * <body>. Matched narrowly: admin pages, that message, an empty element.
 */
const UPSTREAM_NU_ERRORS = [
  { page: /^\/admin\//, message: 'A “style” element in “body” must be the first child of its parent.', extract: '<style></' },
]
const isUpstream = (page: string, message: VnuMessage) =>
  UPSTREAM_NU_ERRORS.some(
    (known) => known.page.test(page) && message.message === known.message && (message.extract ?? '').includes(known.extract),
  )

/** The Nu Html Checker over the server HTML of `pages` (path → expected status); errors and warnings per page. */
async function nuHtmlCheck(
  baseUrl: string,
  pages: Array<[string, number]>,
): Promise<{ errors: string[]; upstream: string[]; warnings: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-vnu-'))
  try {
    const files = new Map<string, string>()
    await Promise.all(
      pages.map(async ([page, status], index) => {
        const file = path.join(dir, `${index}.html`)
        fs.writeFileSync(file, await fetchText(`${baseUrl}${page}`, status))
        files.set(`file:${file}`, page)
      }),
    )
    // The checker exits non-zero when it finds errors; its JSON report is on stdout either way.
    const stdout = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--stdout', ...[...files.keys()].map((url) => url.slice(5))],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).then(
      (result) => result.stdout,
      (error: { stdout?: string; message: string }) => {
        if (!error.stdout) throw new Error(`the Nu Html Checker did not run: ${error.message}`)
        return error.stdout
      },
    )
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
    const pageOf = (message: VnuMessage) => files.get(message.url ?? '') ?? message.url ?? ''
    const line = (message: VnuMessage) =>
      `${pageOf(message)}: ${message.message}${message.extract ? ` [${message.extract.trim().slice(0, 100)}]` : ''}`
    const errors = messages.filter((message) => message.type !== 'info')
    return {
      errors: errors.filter((message) => !isUpstream(pageOf(message), message)).map(line),
      upstream: errors.filter((message) => isUpstream(pageOf(message), message)).map(line),
      warnings: messages.filter((message) => message.type === 'info' && message.subType === 'warning').map(line),
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function runCheck(check: ClientCheck): Promise<ClientCheckResult> {
  const notes: string[] = []
  try {
    const problems = await check.run((text) => notes.push(text))
    return { client: check.client, checks: check.checks, problems, notes }
  } catch (error) {
    return { client: check.client, checks: check.checks, problems: [error instanceof Error ? error.message : String(error)], notes }
  }
}

export async function runClientChecks(options: ClientCheckOptions): Promise<ClientCheckResult[]> {
  const { baseUrl } = options
  const origin = new URL(baseUrl).origin
  const findPath = await findPagePath(baseUrl)

  const checks: ClientCheck[] = [
    {
      client: 'Nu Html Checker (vnu.jar)',
      checks: `0 errors in the server HTML of ${PUBLIC_ROUTES.length} public routes, a find page, the 404 page and /admin/login`,
      run: async (note) => {
        const pages: Array<[string, number]> = [
          ...PUBLIC_ROUTES.map((route): [string, number] => [route, 200]),
          [findPath, 200],
          [NOT_FOUND_PATH, 404],
          ['/admin/login', 200],
        ]
        const { errors, upstream, warnings } = await nuHtmlCheck(baseUrl, pages)
        for (const error of upstream) note(`upstream error: ${error}`)
        for (const warning of warnings) note(`warning: ${warning}`)
        const notFoundHtml = await fetchText(`${baseUrl}${NOT_FOUND_PATH}`, 404)
        const lang = /<html[^>]*\slang="[^"]+"/.test(notFoundHtml) ? [] : [`${NOT_FOUND_PATH}: the 404 page's <html> has no lang`]
        return [...errors, ...lang]
      },
    },
    {
      client: 'podcast-partytime',
      checks: `parses ${FEED_PATH}: show title and items`,
      run: async () => {
        const xml = await fetchText(`${baseUrl}${FEED_PATH}`)
        const feed = parseFeed(xml)
        if (!feed) return ['not recognised as a podcast feed']
        const items = xml.match(/<item>/g)?.length ?? 0
        return [
          ...(feed.title ? [] : ['the show has no title']),
          // A podcast app skips an item without an enclosure: it has nothing to play.
          ...(feed.items.length ? [] : [`none of the feed's ${items} items is playable (podcast-partytime keeps items with an enclosure)`]),
        ]
      },
    },
    {
      client: 'rss-parser',
      checks: `parses ${FEED_PATH} and ${ISSUE_FEED_PATH}: channel title and items, each with a title and guid`,
      run: async () => {
        const problems = await Promise.all(
          [FEED_PATH, ISSUE_FEED_PATH].map(async (path) => {
            const feed = await new RssParser().parseString(await fetchText(`${baseUrl}${path}`))
            return [
              ...(feed.title ? [] : [`${path}: the channel has no title`]),
              ...(feed.items.length ? [] : [`${path}: the feed has no items`]),
              ...feed.items
                .filter((item) => !item.title || !item.guid)
                .map((item) => `${path}: item without title or guid: ${item.title ?? item.link}`),
            ]
          }),
        )
        return problems.flat()
      },
    },
    {
      client: 'open-graph-scraper',
      checks: `og:title, og:image, og:url on /, a find page, ${EPISODE_PATH} and ${ISSUE_PATH}; og:url absolute on the serving origin`,
      run: async () => {
        const problems = await Promise.all(
          ['/', findPath, EPISODE_PATH, ISSUE_PATH].map(async (page) => {
            const { error, result } = await ogs({ html: await fetchText(`${baseUrl}${page}`) })
            if (error) return [`${page}: not scraped`]
            const image = result.ogImage?.[0]?.url
            return [
              ...(result.ogTitle ? [] : [`${page}: no og:title`]),
              ...(image ? [] : [`${page}: no og:image`]),
              ...(image && !URL.canParse(image) ? [`${page}: og:image is not absolute (${image})`] : []),
              ...(!result.ogUrl
                ? [`${page}: no og:url`]
                : !URL.canParse(result.ogUrl) || new URL(result.ogUrl).origin !== origin
                  ? [`${page}: og:url ${result.ogUrl} is not on ${origin}`]
                  : []),
            ]
          }),
        )
        return problems.flat()
      },
    },
    {
      client: '@adobe/structured-data-validator',
      checks: `JSON-LD of a find page and ${EPISODE_PATH}: Google's rich-result rules and schema.org, 0 errors`,
      run: async (note) => {
        const problems = await Promise.all(
          [findPath, EPISODE_PATH].map(async (page) => {
            const report = await validateStructuredData(await fetchText(`${baseUrl}${page}`))
            for (const warning of report.warnings) note(`warning: ${page}: ${warning}`)
            return [...(report.types.length ? [] : [`${page}: no structured data`]), ...report.errors.map((error) => `${page}: ${error}`)]
          }),
        )
        return problems.flat()
      },
    },
    {
      client: 'robots-parser',
      checks: `/robots.txt as ${CRAWLER}: public pages and /api/media/file/ allowed, /admin disallowed`,
      run: async () => {
        const robotsUrl = `${baseUrl}/robots.txt`
        const robots = robotsParser(robotsUrl, await fetchText(robotsUrl))
        const allowed = [...PUBLIC_ROUTES, findPath, '/api/media/file/episode-artwork.jpg']
        const disallowed = ['/admin', '/admin/login', '/admin/dashboard']
        return [
          ...allowed.filter((page) => !robots.isAllowed(`${baseUrl}${page}`, CRAWLER)).map((page) => `${page} is disallowed`),
          ...disallowed.filter((page) => robots.isAllowed(`${baseUrl}${page}`, CRAWLER)).map((page) => `${page} is allowed`),
        ]
      },
    },
    {
      client: '@payloadcms/sdk',
      checks:
        'REST /api: anonymous find of published episodes; staff login + find of subscribers; anonymous create of a changelog entry refused',
      run: async () => {
        const sdk = new PayloadSDK<Config>({ baseURL: `${baseUrl}/api` })
        const problems: string[] = []
        const episodes = await sdk.find({ collection: 'podcast-episodes', limit: 10 })
        if (!episodes.docs.length) problems.push('anonymous find of podcast-episodes returned nothing')
        if (episodes.docs.some((doc) => doc.status !== 'published'))
          problems.push('anonymous find of podcast-episodes returned an unpublished episode')
        const refusedStatus = (operation: Promise<unknown>) =>
          operation.then(
            () => null,
            (error: unknown) => (error instanceof PayloadSDKError ? error.status : -1),
          )
        const anonymousRead = await refusedStatus(sdk.find({ collection: 'newsletter-subscribers', limit: 1 }))
        if (anonymousRead !== 403)
          problems.push(`anonymous find of newsletter-subscribers answered ${anonymousRead ?? 'with documents'}, expected 403`)
        // sdk.login() types its body as { email, password }; staff sign in with a username, so the
        // same POST /users/login goes through the SDK's request().
        const login = await sdk.request({ method: 'POST', path: '/users/login', json: options.staff })
        const { token } = (await login.json()) as { token?: string }
        if (!token) return [...problems, 'staff login returned no token']
        // A script is not a browser: it authenticates with the JWT header, not the session cookie.
        const subscribers = await sdk.find(
          { collection: 'newsletter-subscribers', limit: 1 },
          { headers: { Authorization: `JWT ${token}` } },
        )
        if (typeof subscribers.totalDocs !== 'number') problems.push('staff find of newsletter-subscribers returned no page')
        const anonymousCreate = await refusedStatus(
          sdk.create({ collection: 'changelog-entries', data: { title: 'client check', description: 'must be refused', type: 'fix' } }),
        )
        if (anonymousCreate !== 403)
          problems.push(`anonymous create of a changelog entry answered ${anonymousCreate ?? 'with a document'}, expected 403`)
        return problems
      },
    },
  ]

  const results: ClientCheckResult[] = []
  // One after the other: the checker's JVM and the server share two cores.
  for (const check of checks) results.push(await runCheck(check))
  return results
}

/** A plain-text table: client, what it checks, result (problems listed under the table). */
export function formatResults(results: ClientCheckResult[]): string {
  const rows = results.map((result) => [result.client, result.checks, result.problems.length ? `FAIL (${result.problems.length})` : 'pass'])
  const header = ['client', 'checks', 'result']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)))
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  const lines = [format(header), format(widths.map((width) => '-'.repeat(width))), ...rows.map(format)]
  for (const result of results) {
    for (const problem of result.problems) lines.push(`  ✗ ${result.client}: ${problem}`)
    for (const note of result.notes) lines.push(`  · ${result.client}: ${note}`)
  }
  return lines.join('\n')
}
