import { createHmac, timingSafeEqual } from 'node:crypto'
import type { IssueEmailTemplate } from './issue-email'

/**
 * Open and click counting for newsletter sends. It is off unless an editor turns it on, and even then
 * it counts per send (and per link) only: the pixel and link addresses name the send and the link,
 * never the recipient, so nobody — us included — can tell who opened or clicked.
 */

export const TRACKING_SETTING_TEXTS = {
  groupLabel: 'Newsletter opens and clicks',
  groupDescription:
    'Both are off by default: readers of a cannabis newsletter may not want anyone to know they read it, so nothing is counted unless you turn it on here. When on, only totals per issue (and per link) are kept, never who opened or clicked. A change applies to sends started afterwards.',
  opensLabel: 'Count opens (adds an invisible image to each message)',
  opensDescription:
    'Off by default, for the readers’ privacy. When on, each message carries a 1×1 image; its loads are counted per send, with loads by mail privacy proxies (Apple Mail) and scanners counted apart as machine opens.',
  clicksLabel: 'Count clicks (links go through this site first)',
  clicksDescription:
    'Off by default, for the readers’ privacy. When on, the links of each message pass through this site, which counts a click per link and send and forwards the reader at once.',
} as const

/** What the progress view says of a count that was off for the send. */
export const NOT_TRACKED = 'Not tracked'

export interface TrackingChoice {
  opens: boolean
  clicks: boolean
}

export const TRACKING_OFF: TrackingChoice = { opens: false, clicks: false }

export const TRACKING_PATHS = {
  /** GET /api/newsletter/open/{sendId}/{signature} answers the 1×1 image. */
  open: '/api/newsletter/open',
  /** GET /api/newsletter/click/{sendId}/{signature}?url=… counts the click and redirects to the URL. */
  click: '/api/newsletter/click',
} as const

const key = () => {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is required to sign newsletter tracking links')
  return `newsletter-tracking:${secret}`
}

/** 128 bits of HMAC: enough that nobody can make up a valid address for a send or a link. */
const sign = (...parts: Array<string | number>) => createHmac('sha256', key()).update(parts.join('\n')).digest('base64url').slice(0, 22)

const sameSignature = (expected: string, given: string) => {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

export const openSignature = (sendId: number) => sign('open', sendId)
export const clickSignature = (sendId: number, url: string) => sign('click', sendId, url)

export const openSignatureValid = (sendId: number, signature: string) => sameSignature(openSignature(sendId), signature)
export const clickSignatureValid = (sendId: number, url: string, signature: string) => sameSignature(clickSignature(sendId, url), signature)

export const openPixelUrl = (origin: string, sendId: number): string => `${origin}${TRACKING_PATHS.open}/${sendId}/${openSignature(sendId)}`

export const trackedLinkUrl = (origin: string, sendId: number, url: string): string =>
  `${origin}${TRACKING_PATHS.click}/${sendId}/${clickSignature(sendId, url)}?url=${encodeURIComponent(url)}`

/** Only web links are counted; mailto: and the like go straight to the reader's client. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url)

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** An HTML attribute's value as the browser reads it (named and numeric character references decoded). */
export const decodeAttribute = (value: string): string =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const HREF = /(<a\b[^>]*?\shref=)"([^"]*)"/gi

/** The web links of a rendered message's HTML, in order, each once. */
export function messageLinks(html: string): string[] {
  const links = new Set<string>()
  for (const match of html.matchAll(HREF)) {
    const url = decodeAttribute(match[2]!)
    if (isWebUrl(url)) links.add(url)
  }
  return [...links]
}

/** The invisible image whose loads count as opens. */
const pixel = (src: string) =>
  `<img src="${escapeAttribute(src)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;margin:0;padding:0" />`

/**
 * The rendered message with the send's tracking put in, as a step after rendering: with clicks on, every
 * web link of the HTML part goes through the click route; with opens on, the pixel goes at the end of
 * the body. The plain-text part keeps its links as they are (readers of plain text are never counted),
 * and so does the unsubscribe link, which is not a web link until each recipient's copy is made.
 * With both off the message is returned unchanged.
 */
export function withTracking(template: IssueEmailTemplate, sendId: number, choice: TrackingChoice, origin: string): IssueEmailTemplate {
  if (!choice.opens && !choice.clicks) return template
  let html = template.html
  if (choice.clicks) {
    html = html.replace(HREF, (whole, start: string, value: string) => {
      const url = decodeAttribute(value)
      return isWebUrl(url) ? `${start}"${escapeAttribute(trackedLinkUrl(origin, sendId, url))}"` : whole
    })
  }
  if (choice.opens) {
    const image = pixel(openPixelUrl(origin, sendId))
    const end = html.lastIndexOf('</body>')
    html = end === -1 ? `${html}${image}` : `${html.slice(0, end)}${image}${html.slice(end)}`
  }
  return { ...template, html }
}

/** The 1×1 transparent GIF the open route answers with. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
