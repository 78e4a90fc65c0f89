/** Every public page, for the accessibility sweep and the screenshots. */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/newsletter-privacy',
  '/newsletter-terms',
  '/stashgate',
  '/stashcloud',
  '/wiyhs',
  '/the-cloud',
  '/live-stash',
  '/flame-rating-guide',
  '/cloud-assets',
  '/changelog',
  '/herbanconversations',
  '/herban-conversations',
  '/herbanconversations/episodes',
  '/herban-conversations/episodes',
  '/herbanconversations/ep001-roots-legacy-growers-on-the-long-game',
  '/herban-conversations/ep002-hash-makers-and-the-solventless-wave',
  '/newsletter/archive',
  // A sent demo issue (src/seed/data.ts DEMO_ISSUES).
  '/newsletter/the-first-light',
] as const

export const screenshotName = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '__'))
