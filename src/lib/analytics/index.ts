// Web analytics: a GA4 property whose measurement id the server reads at run time
// (src/lib/site/runtime-env.mjs) and hands to the layout's <Analytics>. Without an id no third-party
// script loads and every call here is a no-op.

type GtagParams = Record<string, unknown>
type Gtag = {
  (command: 'js', date: Date): void
  (command: 'config', measurementId: string, params?: GtagParams): void
  (command: 'event', action: string, params?: GtagParams): void
  (command: 'set', params: GtagParams): void
}

declare global {
  interface Window {
    dataLayer?: unknown[]
    // `unknown` on purpose: an element with id="gtag" would make window.gtag that element (the
    // DOM's named access), so only a function is ever called.
    gtag?: unknown
  }
}

export const gtagScriptUrl = (measurementId: string): string =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`

/**
 * Query parameters that carry a credential (newsletter confirm and unsubscribe links): never sent to
 * analytics, whatever page they are on.
 */
const SECRET_PARAMETER = /token/i

/** `href` without its credential-bearing query parameters (and without a fragment). */
export function analyticsUrl(href: string): string {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return ''
  }
  for (const name of [...url.searchParams.keys()]) if (SECRET_PARAMETER.test(name)) url.searchParams.delete(name)
  url.hash = ''
  return url.toString()
}

/** Where the visitor is and came from, as analytics may see it. */
function pageContext(): { page_location: string; page_referrer: string; page_path: string } {
  const location = analyticsUrl(window.location.href)
  const { pathname, search } = new URL(location)
  return { page_location: location, page_referrer: analyticsUrl(document.referrer), page_path: `${pathname}${search}` }
}

const gtag = (): Gtag | null => (typeof window !== 'undefined' && typeof window.gtag === 'function' ? (window.gtag as Gtag) : null)

/**
 * Sets up the command queue gtag.js drains once it has loaded (once per page load), so a page view
 * reported before the script arrives is queued behind the config instead of lost.
 */
export function installGtag(measurementId: string): void {
  if (gtag()) return
  const dataLayer = (window.dataLayer ??= [])
  window.gtag = function queue() {
    // gtag.js only recognises queued commands as Arguments objects, not arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments)
  }
  const queue = window.gtag as Gtag
  queue('js', new Date())
  // Page views are sent on each route change by the layout's watcher, so the automatic one is off;
  // the location it would read itself may hold a token, so it is always given.
  const { page_location, page_referrer } = pageContext()
  queue('config', measurementId, { send_page_view: false, page_location, page_referrer })
}

export interface AnalyticsEvent {
  action: string
  category: string
  label?: string
}

export function trackEvent({ action, category, label }: AnalyticsEvent): void {
  gtag()?.('event', action, { event_category: category, event_label: label })
}

/** Reports the current page; every later hit (events included) carries the same cleaned location. */
export function trackPageView(): void {
  const track = gtag()
  if (!track) return
  const { page_location, page_referrer, page_path } = pageContext()
  track('set', { page_location, page_referrer })
  track('event', 'page_view', { page_location, page_referrer, page_path, page_title: document.title })
}

/** The engagement event sent on a successful home-page subscription. */
export const newsletterSubscribeEvent = (label: string): AnalyticsEvent => ({
  action: 'newsletter_subscribe',
  category: 'engagement',
  label,
})
