// Web analytics (design.md decision 11): a GA4 property named by env. Without the id every call is a
// no-op and no third-party script is loaded.

type Gtag = (command: 'config' | 'event' | 'js', target: string | Date, params?: Record<string, unknown>) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

export const GA_MEASUREMENT_ID = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? ''

export const isAnalyticsEnabled = (): boolean => GA_MEASUREMENT_ID !== ''

export const gtagScriptUrl = (): string => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(GA_MEASUREMENT_ID)}`

/**
 * The command queue gtag.js drains once it has loaded. Set up on first use, so a page view reported
 * before the script arrives is queued behind the config instead of lost.
 */
function gtag(): Gtag | null {
  if (!isAnalyticsEnabled() || typeof window === 'undefined') return null
  if (!window.gtag) {
    const dataLayer = (window.dataLayer ??= [])
    window.gtag = function queue() {
      // gtag.js only recognises queued commands as Arguments objects, not arrays.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments)
    }
    window.gtag('js', new Date())
    // Page views are sent on each route change by the layout's watcher, so the automatic one is off.
    window.gtag('config', GA_MEASUREMENT_ID, { send_page_view: false })
  }
  return window.gtag
}

export interface AnalyticsEvent {
  action: string
  category: string
  label?: string
}

export function trackEvent({ action, category, label }: AnalyticsEvent): void {
  gtag()?.('event', action, { event_category: category, event_label: label })
}

export function trackPageView(path: string): void {
  gtag()?.('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title })
}

/** Spec section 7: the engagement event sent on a successful home-page subscription. */
export const newsletterSubscribeEvent = (label: string): AnalyticsEvent => ({
  action: 'newsletter_subscribe',
  category: 'engagement',
  label,
})
