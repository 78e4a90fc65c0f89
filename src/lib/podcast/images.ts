// next/image refuses remote hosts that next.config does not list (NEXT_IMAGE_REMOTE_HOSTS) and would
// take the page down with it. Images from elsewhere (an editor may paste any https address) are shown
// unoptimised instead.

export function canOptimiseImage(src: string, remoteHosts = process.env.NEXT_IMAGE_REMOTE_HOSTS ?? ''): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true
  try {
    const url = new URL(src)
    const hosts = remoteHosts
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean)
    return url.protocol === 'https:' && hosts.includes(url.hostname.toLowerCase())
  } catch {
    return false
  }
}

/** Only site-relative and http(s) addresses are rendered (images, audio); anything else counts as none. */
export function usableMediaSrc(src: string | null | undefined): string | null {
  const value = src?.trim()
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return value
  return /^https?:\/\//i.test(value) ? value : null
}

/** The image an episode's artwork is cut from: its main image, else its thumbnail. */
export const episodeImageSrc = (episode: { mainImage?: string | null; thumbnailImage?: string | null }): string | null =>
  usableMediaSrc(episode.mainImage) ?? usableMediaSrc(episode.thumbnailImage)
