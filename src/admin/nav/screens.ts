/**
 * The admin's task screens beside Payload's generated views: one list, read by the navigation, by the
 * generated list views (which link to the task screen) and by the task screens (which link back to the
 * generated list, where every field of the collection can be edited).
 */
/** The navigation group of the task screens. */
export const NAV_GROUP_LABEL = 'Headstash'

export interface AdminScreenLink {
  /** Navigation label; also the name the generated list view's link uses. */
  label: string
  href: string
  /** The Payload collection this screen manages, when it manages one. */
  collection?: string
  /** What the task screen adds over the generated view, said on the generated list view. */
  offers?: string
}

export const ADMIN_SCREENS = {
  dashboard: { label: 'Dashboard', href: '/admin/dashboard' },
  submissions: {
    label: 'Submission review',
    href: '/admin/dashboard?tab=wiyhs-submissions',
    collection: 'headstash-submissions',
    offers: 'review cards, bulk CSV upload and image scan',
  },
  review: { label: 'Review queue', href: '/admin/review' },
  bulkActions: { label: 'Bulk actions', href: '/admin/bulk-actions' },
  subscribers: {
    label: 'Subscribers',
    href: '/admin/dashboard?tab=newsletter-subscribers',
    collection: 'newsletter-subscribers',
    offers: 'counters and CSV import',
  },
  episodes: {
    label: 'Podcast episodes',
    href: '/admin/dashboard?tab=podcast',
    collection: 'podcast-episodes',
    offers: 'episode cards and the episode editor',
  },
  gates: {
    label: 'Subscription gates',
    href: '/admin/subscription-gates',
    collection: 'gates',
    offers: 'activation switches and analytics',
  },
  seo: {
    label: 'SEO settings',
    href: '/admin/dashboard?tab=seo-settings',
    collection: 'seo-settings',
    offers: 'the effective settings of every page',
  },
  brand: { label: 'Brand settings', href: '/admin/brand-settings', collection: 'brand-settings', offers: 'image uploads and badges' },
  changelog: {
    label: 'Changelog',
    href: '/admin/dashboard?tab=changelog',
    collection: 'changelog-entries',
    offers: 'one-click publishing',
  },
  imageRecovery: { label: 'Image recovery', href: '/admin/dashboard?tab=image-recovery' },
  searchMisses: {
    label: 'Searches without results',
    href: '/admin/search-misses',
    collection: 'search-misses',
    offers: 'the most frequent searches first',
  },
} as const satisfies Record<string, AdminScreenLink>

export const ADMIN_SCREEN_LIST: readonly AdminScreenLink[] = Object.values(ADMIN_SCREENS)

/** The task screen of a collection, if it has one. */
export const screenOfCollection = (slug: string): AdminScreenLink | undefined =>
  ADMIN_SCREEN_LIST.find((screen) => screen.collection === slug)

/** Payload's generated list view of a collection. */
export const collectionListHref = (slug: string) => `/admin/collections/${slug}`

/** The screen a dashboard tab is, if that tab manages a collection. */
export const screenOfTab = (tab: string): AdminScreenLink | undefined =>
  ADMIN_SCREEN_LIST.find((screen) => screen.collection && new URL(screen.href, 'http://admin.invalid').searchParams.get('tab') === tab)
