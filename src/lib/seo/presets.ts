import { NEWSLETTER_NAME, PODCAST_NAME, SITE_NAME } from '../site/constants'
import { publicOrigin } from '../site/runtime-env.mjs'
import { SOCIAL_IMAGE } from '../brand/assets'

export type JsonLd = Record<string, unknown>

export interface SeoPreset {
  title: string
  description: string
  keywords: string[]
  /** Site path of the canonical URL; aliases point at the one address search engines should keep. */
  canonical: string
  image?: string
  structuredData?: (origin: string) => JsonLd
}

const organization = (origin: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  url: origin,
  logo: `${origin}${SOCIAL_IMAGE.url}`,
  foundingDate: '2010',
  description: 'Cannabis culture community for adults 21+: newsletter, community archive and podcast.',
})

const cloudPreset: SeoPreset = {
  title: `The Cloud — Community Stash Archive | ${SITE_NAME}`,
  description: 'Browse approved community finds — flower, concentrates and edibles — rated from Meh to Absolute Gas by adults 21+.',
  keywords: ['the cloud', 'live stash', 'cannabis archive', 'flower', 'concentrate', 'edible', 'flame rating'],
  canonical: '/the-cloud',
  structuredData: (origin) => ({
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: 'The Cloud',
    url: `${origin}/the-cloud`,
    description: 'A moderated archive of community product finds, each rated on a 1 to 5 flame scale.',
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: origin },
  }),
}

const podcastPreset: SeoPreset = {
  title: `${PODCAST_NAME} — The ${SITE_NAME} Podcast`,
  description: `${PODCAST_NAME}: long-form talks with growers, hash makers, budtenders and legacy operators who built cannabis culture.`,
  keywords: ['herban conversations', 'cannabis podcast', 'legacy growers', 'cannabis culture'],
  canonical: '/herban-conversations',
  structuredData: (origin) => ({
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    name: PODCAST_NAME,
    url: `${origin}/herban-conversations`,
    webFeed: `${origin}/herbanconversations/feed.xml`,
    publisher: { '@type': 'Organization', name: SITE_NAME },
  }),
}

const episodesPreset: SeoPreset = {
  title: `All Episodes — ${PODCAST_NAME} | ${SITE_NAME}`,
  description: `Every episode of ${PODCAST_NAME}, with summaries, key topics and show notes.`,
  keywords: ['herban conversations episodes', 'cannabis podcast episodes', 'show notes'],
  canonical: '/herban-conversations/episodes',
}

/** Metadata presets per route; staff may override them in seo-settings. */
export const SEO_PRESETS = {
  '/': {
    title: `${SITE_NAME} — Cannabis culture, legacy-rooted since 2010`,
    description: `${NEWSLETTER_NAME} weekly newsletter, The Cloud community archive and the ${PODCAST_NAME} podcast. For adults 21+.`,
    keywords: ['cannabis culture', 'cannabis newsletter', 'smoke signals', 'strains', 'cannabis podcast'],
    canonical: '/',
    structuredData: (origin) => ({
      '@context': 'https://schema.org',
      '@graph': [organization(origin), { '@type': 'WebSite', name: SITE_NAME, url: origin }],
    }),
  },
  '/about': {
    title: `Our Story — ${SITE_NAME}`,
    description: 'From underground sessions in 2010 to a community platform: the story and values behind Headstash.',
    keywords: ['headstash story', 'cannabis community', 'legacy cannabis', 'about headstash'],
    canonical: '/about',
    structuredData: (origin) => ({
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      url: `${origin}/about`,
      about: organization(origin),
    }),
  },
  '/privacy-policy': {
    title: `Privacy Policy — ${SITE_NAME}`,
    description: 'What Headstash collects, why, and how to have it deleted. We never sell your data.',
    keywords: ['privacy policy', 'headstash privacy'],
    canonical: '/privacy-policy',
  },
  '/terms-of-service': {
    title: `Terms of Service — ${SITE_NAME}`,
    description: 'The rules for using Headstash: 21+ only, your submissions, prohibited conduct and no product sales.',
    keywords: ['terms of service', 'headstash terms'],
    canonical: '/terms-of-service',
  },
  '/newsletter-privacy': {
    title: `${NEWSLETTER_NAME} Privacy Addendum — ${SITE_NAME}`,
    description: `How the ${NEWSLETTER_NAME} newsletter handles your name and e-mail address, and how to unsubscribe.`,
    keywords: ['newsletter privacy', 'smoke signals privacy'],
    canonical: '/newsletter-privacy',
  },
  '/newsletter-terms': {
    title: `${NEWSLETTER_NAME} Terms Addendum — ${SITE_NAME}`,
    description: `The terms of the ${NEWSLETTER_NAME} newsletter: consent to e-mail, frequency and unsubscribing at any time.`,
    keywords: ['newsletter terms', 'smoke signals terms'],
    canonical: '/newsletter-terms',
  },
  '/stashgate': {
    title: `Submit Your Strain — ${SITE_NAME}`,
    description: 'Add a strain to the Headstash Cloud: type, effects, lab numbers, growing notes and your story.',
    keywords: ['submit strain', 'strain cloud', 'strain review'],
    canonical: '/stashgate',
  },
  '/stashcloud': {
    title: `Headstash Cloud — Community Strains | ${SITE_NAME}`,
    description: 'Search community-submitted strains by type and vibe: energy, chill, euphoric or cerebral.',
    keywords: ['strain cloud', 'indica', 'sativa', 'hybrid', 'strain effects'],
    canonical: '/stashcloud',
  },
  '/wiyhs': {
    title: `What's In Your Headstash? — Submit Your Find | ${SITE_NAME}`,
    description:
      'Share the flower, concentrate or edible in your stash and rate it from Meh to Absolute Gas. Approved finds go live within 24 hours.',
    keywords: ['wiyhs', "what's in your headstash", 'submit cannabis review', 'flame rating'],
    canonical: '/wiyhs',
  },
  '/the-cloud': cloudPreset,
  '/live-stash': cloudPreset,
  '/flame-rating-guide': {
    title: `Flame Rating Guide — From Meh to Absolute Gas | ${SITE_NAME}`,
    description: 'How the Headstash 1 to 5 flame scale works, what each level means and how the community rates.',
    keywords: ['flame rating', 'cannabis rating scale', 'absolute gas', 'how to rate weed'],
    canonical: '/flame-rating-guide',
    structuredData: (origin) => ({
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: 'How to rate your stash on the Headstash flame scale',
      url: `${origin}/flame-rating-guide`,
      step: [
        { '@type': 'HowToStep', text: 'Judge the find on its own: look, smell, taste, smoke or effect, and how long it lasts.' },
        { '@type': 'HowToStep', text: 'Pick one to five flames: Meh, Decent, Good, Fire or Absolute Gas.' },
        { '@type': 'HowToStep', text: 'Add the vibe, flavors and effects so others know why.' },
      ],
    }),
  },
  '/cloud-assets': {
    title: `Cloud Assets — Daily Post Backgrounds | ${SITE_NAME}`,
    description: 'Static and animated Headstash backgrounds, the palette and the guidelines for daily posts.',
    keywords: ['headstash brand', 'post backgrounds', 'design assets'],
    canonical: '/cloud-assets',
  },
  '/herban-conversations': podcastPreset,
  '/herbanconversations': podcastPreset,
  '/herban-conversations/episodes': episodesPreset,
  '/herbanconversations/episodes': episodesPreset,
  '/changelog': {
    title: `Changelog — What's New on ${SITE_NAME}`,
    description: 'Every public update to the Headstash platform: new features, improvements and fixes.',
    keywords: ['headstash changelog', 'platform updates', 'release notes'],
    canonical: '/changelog',
    structuredData: (origin) => ({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: `${SITE_NAME} Changelog`,
      url: `${origin}/changelog`,
    }),
  },
} satisfies Record<string, SeoPreset>

export type SeoRoute = keyof typeof SEO_PRESETS

/** The routes an SEO override can apply to: the pages with metadata presets, nothing else. */
export const SEO_ROUTES = Object.keys(SEO_PRESETS) as SeoRoute[]

/** One spelling per route: trimmed, lower-case, no trailing slash ("/About/" is "/about"). */
export const normaliseSeoRoute = (value: string): string => {
  const path = value.trim().toLowerCase().replace(/\/+$/, '')
  return path.startsWith('/') ? path : `/${path}`
}

export const isSeoRoute = (value: string): value is SeoRoute => (SEO_ROUTES as string[]).includes(value)

export const absoluteUrl = (pathOrUrl: string): string =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicOrigin()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
