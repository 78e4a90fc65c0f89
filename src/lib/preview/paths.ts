import { findPath } from '../validation/cloud-find'
import { CANONICAL_PODCAST_PATH, episodePath } from '../podcast/paths'

/**
 * Where the public sees what an editor edits, for Payload's "View on site" / preview buttons and live
 * preview. Only published, public things have a public page; everything else has no link (null).
 */

/** The staff-only route that switches draft mode on and opens `path` (src/app/(frontend)/next/preview). */
export const PREVIEW_ROUTE = '/next/preview'
export const EXIT_PREVIEW_ROUTE = '/next/exit-preview'

/** The public path a preview may open: one of our own pages, never another origin. */
export const isSitePath = (path: unknown): path is string =>
  typeof path === 'string' && /^\/(?![/\\])/.test(path) && !/[\r\n]/.test(path) && !path.startsWith('/api/') && !path.startsWith('/admin')

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
