import { findPath } from '../submissions/paths'
import { CANONICAL_PODCAST_PATH, episodePath } from '../podcast/paths'

/**
 * Where the public sees what an editor edits, for Payload's "View on site" / preview buttons and live
 * preview. Only published, public things have a public page; everything else has no link (null).
 */

/** The staff-only route that switches draft mode on and opens `path` (src/app/(frontend)/next/preview). */
export const PREVIEW_ROUTE = '/next/preview'
export const EXIT_PREVIEW_ROUTE = '/next/exit-preview'

const SITE_ORIGIN = 'http://site.invalid'

/**
 * The public path a preview may open, in the ASCII form a Location header carries, or null: only a
 * relative path on this site. A browser drops tabs and line breaks inside a URL and reads `\` as `/`,
 * so "/<TAB>/evil.example" would become "//evil.example", another origin: control characters and
 * backslashes are refused outright, and what is left must still resolve to this site, outside
 * /api and /admin. Non-ASCII characters come back percent-encoded.
 */
export function sitePath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null
  if (/[\p{Cc}\\]/u.test(path)) return null
  let url: URL
  try {
    url = new URL(path, SITE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== SITE_ORIGIN) return null
  const { pathname } = url
  if (pathname.startsWith('/api/') || pathname === '/admin' || pathname.startsWith('/admin/')) return null
  return `${pathname}${url.search}${url.hash}`
}

/** Opens a public path in draft mode (staff see the latest draft of an episode there). */
export const previewPath = (path: string): string => `${PREVIEW_ROUTE}?path=${encodeURIComponent(path)}`

export const episodePublicPath = (slug: string): string => episodePath(CANONICAL_PODCAST_PATH, slug)

/** The anchor of one entry on /changelog. */
export const changelogAnchor = (id: number | string): string => `update-${id}`
export const changelogEntryPath = (id: number | string): string => `/changelog#${changelogAnchor(id)}`

type Doc = Record<string, unknown>
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined)

/** An episode's page through draft mode, so the button shows the draft being edited; none without a slug. */
export const episodePreviewUrl = (doc: Doc): string | null => {
  const slug = text(doc.slug)
  return slug ? previewPath(episodePublicPath(slug)) : null
}

/** An approved find's page on The Cloud (pending and rejected ones have none). */
export const submissionPreviewUrl = (doc: Doc): string | null =>
  doc.status === 'approved' && typeof doc.id === 'number' && text(doc.name) ? findPath(doc.id, String(doc.name)) : null

/** A public, published changelog entry on /changelog. */
export const changelogPreviewUrl = (doc: Doc): string | null =>
  doc._status === 'published' && (typeof doc.id === 'number' || typeof doc.id === 'string') ? changelogEntryPath(doc.id) : null
