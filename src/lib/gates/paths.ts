import { PODCAST_BASE_PATHS } from '../podcast/paths'

/** `/herbanconversations/` and `/herbanconversations` are the same page. */
export const normalisePagePath = (path: string) => {
  const trimmed = path.trim().split(/[?#]/)[0] ?? ''
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash
}

/**
 * The page addresses whose gates apply on `pathname`, its own first. The podcast home answers under
 * both of its addresses, so a gate configured for either shows on both.
 */
export function gatePathsFor(pathname: string): string[] {
  const path = normalisePagePath(pathname)
  const podcastHomes: readonly string[] = PODCAST_BASE_PATHS
  if (!podcastHomes.includes(path)) return [path]
  return [path, ...podcastHomes.filter((home) => home !== path)]
}
