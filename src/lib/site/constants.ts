// Site-wide constants shared by pages, metadata and components.

export const SITE_NAME = 'Headstash'
/** The pages' language as Open Graph names it (og:locale); the same as `<html lang>`. */
export const OG_LOCALE = 'en_US'
export const NEWSLETTER_NAME = 'Smoke Signals'
export const PODCAST_NAME = 'Herban Conversations'
export const MINIMUM_AGE = 21
export const LEGAL_EFFECTIVE_DATE = 'January 1, 2025'
export const FOUNDED_YEAR = 2010

/** External newsletter site and contact address; overridable per deployment. */
export const NEWSLETTER_URL = process.env.NEXT_PUBLIC_NEWSLETTER_URL || 'https://headstash.substack.com'
export const CONTACT_EMAIL = process.env.NEXT_PUBLIC_CONTACT_EMAIL || 'hello@headstash.example'

/** Built-in hero image (public/images, 1344x756) used while no hero background is configured. */
export const HERO_BACKGROUND_FALLBACK = '/images/podcast-hero.jpg'

/** The Cloud's private-access request (a link in the footer of The Cloud), a prefilled e-mail. */
export const PRIVATE_ACCESS_MAILTO = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Private access request')}`
