/**
 * Permalink of one approved find: /the-cloud/<id>-<slug>. The id identifies it; the slug (from the
 * name) is for people and search engines, so a renamed find's old links still resolve and are
 * redirected to the current address. Category segments never start with a digit, so the two path
 * forms under /the-cloud cannot be confused.
 */
export const FIND_BASE_PATH = '/the-cloud'

export const findSlug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')

export const findSegment = (id: number, name: string): string => {
  const slug = findSlug(name)
  return slug ? `${id}-${slug}` : String(id)
}

export const findPath = (id: number, name: string): string => `${FIND_BASE_PATH}/${findSegment(id, name)}`

/** Social image of a find (1200×630, rendered by next/og). */
export const findImagePath = (id: number): string => `${FIND_BASE_PATH}/social/${id}`

const FIND_SEGMENT = /^([1-9]\d{0,9})(?:-[a-z0-9-]*)?$/

/** The find id a path segment names, or null when the segment is not a find permalink. */
export function findIdFromSegment(segment: string | undefined): number | null {
  const match = segment ? FIND_SEGMENT.exec(segment) : null
  if (!match) return null
  const id = Number(match[1])
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null
}
