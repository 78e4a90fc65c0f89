import type { Payload } from 'payload'
import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'
import { listPublicChangelog, readPublicChangelog } from '../changelog/queries'
import { findLatestEpisode, readLatestEpisode } from '../podcast/queries'
import { CANONICAL_PODCAST_PATH, episodePath } from '../podcast/paths'
import { usableMediaSrc } from '../podcast/images'
import {
  findApprovedSubmission,
  listApprovedSubmissions,
  readApprovedSubmission,
  readApprovedSubmissions,
  type PublicSubmission,
} from '../submissions/queries'
import { findPath } from '../submissions/paths'
import { SEO_PRESETS } from '../seo/presets'

/**
 * An issue's body, written in the admin's rich-text editor, turned into plain content nodes with the live
 * blocks already filled in. The e-mail and the web page both render these nodes, so they show the same
 * content; the nodes hold absolute URLs only, because an e-mail has no origin to resolve a path against.
 */

/** Block slugs of the live blocks (the collection's BlocksFeature uses them). */
export const ISSUE_BLOCKS = {
  featuredFinds: 'featuredFinds',
  latestEpisode: 'latestEpisode',
  recentChangelog: 'recentChangelog',
} as const

export const ISSUE_BLOCK_LIMITS = { finds: 6, changelog: 10 } as const
export const ISSUE_BLOCK_DEFAULTS = { finds: 3, changelog: 3 } as const

export const ISSUE_BLOCK_HEADINGS = {
  featuredFinds: 'Featured finds from The Cloud',
  latestEpisode: 'Latest episode',
  recentChangelog: "What's new on the site",
} as const

export interface IssueText {
  type: 'text'
  text: string
  bold?: boolean
  italic?: boolean
  underline?: boolean
  strikethrough?: boolean
  code?: boolean
}
export type IssueInline = IssueText | { type: 'break' } | { type: 'link'; url: string; children: IssueInline[] }

export interface IssueFind {
  id: number
  name: string
  category: string
  flames: number
  submittedBy: string
  location: string
  url: string
  imageUrl: string | null
}
export interface IssueEpisode {
  title: string
  episodeNumber: number
  summary: string
  url: string
  imageUrl: string | null
}
export interface IssueChangelogEntry {
  id: number
  title: string
  description: string
  type: string
  version: string | null
}

export type IssueNode =
  | { type: 'paragraph'; children: IssueInline[] }
  | { type: 'heading'; level: 2 | 3 | 4; children: IssueInline[] }
  | { type: 'quote'; children: IssueInline[] }
  | { type: 'list'; ordered: boolean; items: IssueInline[][] }
  | { type: 'rule' }
  | { type: 'image'; src: string; alt: string; width: number | null; height: number | null }
  | { type: 'finds'; heading: string; finds: IssueFind[] }
  | { type: 'episode'; heading: string; episode: IssueEpisode }
  | { type: 'changelog'; heading: string; entries: IssueChangelogEntry[]; changelogUrl: string }

/**
 * Where the live blocks read from. Both sets go through the collections' public read access (approved
 * finds, published episodes and changelog entries only); the web page uses the cached set so its cache
 * carries those collections' tags, the e-mail the direct one.
 */
export interface IssueContentReaders {
  finds: (ids: number[]) => Promise<PublicSubmission[]>
  latestFinds: (count: number) => Promise<PublicSubmission[]>
  latestEpisode: () => Promise<Awaited<ReturnType<typeof findLatestEpisode>>>
  changelog: (count: number) => Promise<Awaited<ReturnType<typeof listPublicChangelog>>>
  /** A media file the editor placed in the body, by id. */
  media: (id: number) => Promise<IssueMedia | null>
}

export interface IssueMedia {
  url: string
  alt: string
  width: number | null
  height: number | null
}

/**
 * Images the editor put in an issue are read whatever their `public` flag: the flag turns true when the
 * issue is sent (media visibility follows the issue's read access), and the e-mail is rendered for that
 * very send, so a read through public access would drop them from the first message.
 */
async function readIssueMedia(payload: Payload, id: number): Promise<IssueMedia | null> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc?.url || !doc.mimeType?.startsWith('image/')) return null
  return { url: doc.url, alt: doc.alt ?? '', width: doc.width ?? null, height: doc.height ?? null }
}

export const directIssueReaders = (payload: Payload): IssueContentReaders => ({
  finds: async (ids) => (await Promise.all(ids.map((id) => findApprovedSubmission(payload, id)))).filter((find) => find !== null),
  latestFinds: async (count) => (await listApprovedSubmissions(payload, { sort: 'newest', limit: count })).submissions,
  latestEpisode: () => findLatestEpisode(payload),
  changelog: (count) => listPublicChangelog(payload, count),
  media: (id) => readIssueMedia(payload, id),
})

const readCachedIssueMedia = cachedRead(async (id: number) => readIssueMedia(await getPayloadClient(), id), 'newsletter-issue-media', [
  CACHE_TAGS.newsletterIssues,
])

export const cachedIssueReaders: IssueContentReaders = {
  finds: async (ids) => (await Promise.all(ids.map((id) => readApprovedSubmission(id)))).filter((find) => find !== null),
  latestFinds: async (count) => (await readApprovedSubmissions({ sort: 'newest', limit: count })).submissions,
  latestEpisode: () => readLatestEpisode(),
  changelog: (count) => readPublicChangelog(count),
  media: (id) => readCachedIssueMedia(id),
}

// --- Lexical JSON (the shape Payload stores; only what is read here) ---

interface LexicalNode {
  type?: string
  children?: LexicalNode[]
  [key: string]: unknown
}

const TEXT_FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16 } as const

const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const asString = (value: unknown): string => (typeof value === 'string' ? value : '')
const relationId = (value: unknown): number | null =>
  asNumber(value) ?? (value && typeof value === 'object' && 'id' in value ? asNumber((value as { id: unknown }).id) : null)

const clampCount = (value: unknown, fallback: number, max: number) => Math.min(max, Math.max(1, Math.floor(asNumber(value) ?? fallback)))

/** An absolute http(s)/mailto address, or null: links of any other scheme (javascript:, data:) are dropped. */
export function safeIssueUrl(value: unknown, origin: string): string | null {
  const url = asString(value).trim()
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`
  return /^(https?:\/\/|mailto:)/i.test(url) ? url : null
}

function inlines(nodes: LexicalNode[] | undefined, origin: string): IssueInline[] {
  return (nodes ?? []).flatMap((node): IssueInline[] => {
    if (node.type === 'text') {
      const format = asNumber(node.format) ?? 0
      const text: IssueText = { type: 'text', text: asString(node.text) }
      for (const [name, bit] of Object.entries(TEXT_FORMAT) as Array<[keyof typeof TEXT_FORMAT, number]>) {
        if (format & bit) text[name] = true
      }
      return [text]
    }
    if (node.type === 'linebreak') return [{ type: 'break' }]
    if (node.type === 'tab') return [{ type: 'text', text: ' ' }]
    if (node.type === 'link' || node.type === 'autolink') {
      const fields = (node.fields ?? {}) as { url?: unknown }
      const url = safeIssueUrl(fields.url, origin)
      const children = inlines(node.children, origin)
      return url ? [{ type: 'link', url, children }] : children
    }
    return inlines(node.children, origin)
  })
}

function listItems(node: LexicalNode, origin: string): IssueInline[][] {
  return (node.children ?? []).flatMap((item) => {
    // A nested list continues as items of its own: e-mail clients indent nested lists unreliably.
    const nested = (item.children ?? []).filter((child) => child.type === 'list')
    const own = inlines(
      (item.children ?? []).filter((child) => child.type !== 'list'),
      origin,
    )
    return [...(own.length ? [own] : []), ...nested.flatMap((list) => listItems(list, origin))]
  })
}

const toFind = (find: PublicSubmission, origin: string): IssueFind => ({
  id: find.id,
  name: find.name,
  category: find.category,
  flames: find.flames,
  submittedBy: find.submittedBy,
  location: find.location,
  url: `${origin}${findPath(find.id, find.name)}`,
  imageUrl: safeIssueUrl(find.thumbnailUrl, origin),
})

async function blockNode(fields: Record<string, unknown>, readers: IssueContentReaders, origin: string): Promise<IssueNode | null> {
  const heading = asString(fields.heading).trim()
  switch (fields.blockType) {
    case ISSUE_BLOCKS.featuredFinds: {
      const picked = Array.isArray(fields.finds) ? fields.finds.map(relationId).filter((id) => id !== null) : []
      const finds =
        fields.mode === 'pick'
          ? await readers.finds(picked.slice(0, ISSUE_BLOCK_LIMITS.finds))
          : await readers.latestFinds(clampCount(fields.count, ISSUE_BLOCK_DEFAULTS.finds, ISSUE_BLOCK_LIMITS.finds))
      if (!finds.length) return null
      return { type: 'finds', heading: heading || ISSUE_BLOCK_HEADINGS.featuredFinds, finds: finds.map((find) => toFind(find, origin)) }
    }
    case ISSUE_BLOCKS.latestEpisode: {
      const episode = await readers.latestEpisode()
      if (!episode) return null
      const image = usableMediaSrc(episode.thumbnailImage) ?? usableMediaSrc(episode.mainImage)
      return {
        type: 'episode',
        heading: heading || ISSUE_BLOCK_HEADINGS.latestEpisode,
        episode: {
          title: episode.title,
          episodeNumber: episode.episodeNumber,
          summary: episode.shortSummary,
          url: `${origin}${episodePath(CANONICAL_PODCAST_PATH, episode.slug)}`,
          imageUrl: safeIssueUrl(image, origin),
        },
      }
    }
    case ISSUE_BLOCKS.recentChangelog: {
      const entries = await readers.changelog(clampCount(fields.count, ISSUE_BLOCK_DEFAULTS.changelog, ISSUE_BLOCK_LIMITS.changelog))
      if (!entries.length) return null
      return {
        type: 'changelog',
        heading: heading || ISSUE_BLOCK_HEADINGS.recentChangelog,
        entries: entries.map((entry) => ({
          id: entry.id,
          title: entry.title,
          description: entry.description,
          type: entry.type,
          version: entry.version ?? null,
        })),
        changelogUrl: `${origin}${SEO_PRESETS['/changelog'].canonical}`,
      }
    }
    default:
      return null
  }
}

const hasText = (children: IssueInline[]) => children.some((child) => child.type !== 'text' || child.text.trim() !== '')

async function contentNode(node: LexicalNode, readers: IssueContentReaders, origin: string): Promise<IssueNode | null> {
  switch (node.type) {
    case 'paragraph': {
      const children = inlines(node.children, origin)
      return children.length && hasText(children) ? { type: 'paragraph', children } : null
    }
    case 'heading': {
      // The issue's subject is the page's only h1, so the body's headings start at h2.
      const level = Math.min(4, Math.max(2, Number(asString(node.tag).slice(1)) || 2)) as 2 | 3 | 4
      return { type: 'heading', level, children: inlines(node.children, origin) }
    }
    case 'quote':
      return { type: 'quote', children: inlines(node.children, origin) }
    case 'list':
      return { type: 'list', ordered: node.listType === 'number', items: listItems(node, origin) }
    case 'horizontalrule':
      return { type: 'rule' }
    case 'upload': {
      const id = node.relationTo === 'media' ? relationId(node.value) : null
      const media = id === null ? null : await readers.media(id)
      const src = media ? safeIssueUrl(media.url, origin) : null
      return media && src ? { type: 'image', src, alt: media.alt, width: media.width, height: media.height } : null
    }
    case 'block':
      return blockNode((node.fields ?? {}) as Record<string, unknown>, readers, origin)
    default:
      return null
  }
}

/** The body's content nodes, live blocks filled in from `readers`. An empty or missing body gives []. */
export async function resolveIssueContent(body: unknown, readers: IssueContentReaders, origin: string): Promise<IssueNode[]> {
  const root = body && typeof body === 'object' && 'root' in body ? (body as { root?: LexicalNode }).root : undefined
  const nodes = await Promise.all((root?.children ?? []).map((node) => contentNode(node, readers, origin)))
  return nodes.filter((node) => node !== null)
}

/** The plain text of inline content (alt texts, feed descriptions). */
export const inlineText = (children: IssueInline[]): string =>
  children.map((child) => (child.type === 'text' ? child.text : child.type === 'break' ? '\n' : inlineText(child.children))).join('')

/** Media ids placed in a body (upload nodes), for the media visibility rules. */
export function issueBodyMediaIds(body: unknown): number[] {
  const ids = new Set<number>()
  const walk = (node: LexicalNode | undefined) => {
    if (!node) return
    if (node.type === 'upload' && node.relationTo === 'media') {
      const id = relationId(node.value)
      if (id !== null) ids.add(id)
    }
    node.children?.forEach(walk)
  }
  walk(body && typeof body === 'object' && 'root' in body ? (body as { root?: LexicalNode }).root : undefined)
  return [...ids]
}
