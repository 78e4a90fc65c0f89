export const TWITTER_CARDS = ['summary', 'summary_large_image', 'app', 'player'] as const

export const ROBOTS_DIRECTIVES = ['index, follow', 'noindex, nofollow', 'index, nofollow', 'noindex, follow'] as const

export const SEO_DESCRIPTION_MAX = 160
