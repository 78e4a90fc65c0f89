// An episode's player embed may only be an <iframe> with an https src on an allow-list of player hosts
// (docs/decisions.md#episode-embeds). Nothing of the input is passed through: the iframe is rebuilt from the
// few attributes we understand, each value escaped, so scripts, handlers and other tags cannot survive.

import { allowedEmbedHosts } from './hosts.mjs'

export { allowedEmbedHosts, DEFAULT_EMBED_HOSTS } from './hosts.mjs'

const ALLOWED_FEATURES = new Set(['autoplay', 'clipboard-write', 'encrypted-media', 'fullscreen', 'picture-in-picture'])

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function parseAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>()
  const pattern = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g
  const body = tag.replace(/^<iframe\b/i, '').replace(/\/?>$/, '')
  for (const match of body.matchAll(pattern)) {
    const name = match[1]?.toLowerCase()
    if (name && !attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attributes
}

function safeSource(src: string | undefined, hosts: string[]): string | null {
  if (!src) return null
  try {
    const url = new URL(src.trim().replace(/&amp;/g, '&'))
    return url.protocol === 'https:' && hosts.includes(url.hostname.toLowerCase()) ? url.toString() : null
  } catch {
    return null
  }
}

const dimension = (value: string | undefined) => (value && /^\d{1,4}%?$/.test(value) ? value : null)

/** Returns only the allowed player iframes of `markup`, rebuilt; '' when none is allowed. */
export function sanitizeEmbed(markup: string, hosts = allowedEmbedHosts()): string {
  const iframes = markup.match(/<iframe\b[^>]*>/gi) ?? []
  return iframes
    .map((tag) => {
      const attributes = parseAttributes(tag)
      const src = safeSource(attributes.get('src'), hosts)
      if (!src) return null
      const parts = [`src="${escapeAttribute(src)}"`]
      const width = dimension(attributes.get('width'))
      const height = dimension(attributes.get('height'))
      if (width) parts.push(`width="${width}"`)
      if (height) parts.push(`height="${height}"`)
      const title = attributes.get('title')
      parts.push(`title="${escapeAttribute((title || 'Episode player').slice(0, 200))}"`)
      const allow = (attributes.get('allow') ?? '')
        .split(';')
        .map((feature) => feature.trim().toLowerCase())
        .filter((feature) => ALLOWED_FEATURES.has(feature))
      if (allow.length) parts.push(`allow="${allow.join('; ')}"`)
      if (attributes.has('allowfullscreen')) parts.push('allowfullscreen')
      parts.push('loading="lazy"', 'referrerpolicy="strict-origin-when-cross-origin"')
      return `<iframe ${parts.join(' ')}></iframe>`
    })
    .filter((iframe): iframe is string => iframe !== null)
    .join('\n')
}
