/** The dashboard's eight tabs, in order; the first is the default. */
export const DASHBOARD_TABS = [
  { key: 'wiyhs-submissions', label: 'WIYHS Submissions' },
  { key: 'newsletter-subscribers', label: 'Newsletter Subscribers' },
  { key: 'podcast', label: 'Podcast' },
  { key: 'subscription-gates', label: 'Subscription Gates' },
  { key: 'seo-settings', label: 'SEO Settings' },
  { key: 'brand-settings', label: 'Brand Settings' },
  { key: 'changelog', label: 'Changelog' },
  { key: 'image-recovery', label: 'Image Recovery' },
] as const

export type DashboardTabKey = (typeof DASHBOARD_TABS)[number]['key']

export const DEFAULT_TAB: DashboardTabKey = 'wiyhs-submissions'

/** The tab named by `?tab=`, or the default for a missing or unknown value. */
export const tabFromQuery = (value: unknown): DashboardTabKey => DASHBOARD_TABS.find((tab) => tab.key === value)?.key ?? DEFAULT_TAB
