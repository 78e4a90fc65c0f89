import { NEWSLETTER_URL } from './constants'

export interface NavLink {
  href: string
  label: string
  /** Another site: a plain anchor, not client-side navigation. */
  external?: boolean
}

/** The two places visitors come for: the header shows them on every screen, phones included. */
export const CONTENT_LINKS: readonly NavLink[] = [
  { href: '/the-cloud', label: 'The Cloud' },
  { href: '/herbanconversations', label: 'Podcast' },
]

/** The spec's top navigation, shown beside them on medium and larger screens: About, the newsletter, Contact. */
export const HEADER_LINKS: readonly NavLink[] = [
  { href: '/about', label: 'About' },
  { href: NEWSLETTER_URL, label: 'Newsletter', external: true },
  { href: '#contact', label: 'Contact' },
]

/** Phones have no room for a link row: the menu carries the sections too, then the header's links. */
export const MOBILE_MENU_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/the-cloud', label: 'The Cloud' },
  { href: '/stashcloud', label: 'Headstash Cloud' },
  { href: '/herbanconversations', label: 'Herban Conversations' },
  { href: '/flame-rating-guide', label: 'Flame Rating Guide' },
  ...HEADER_LINKS,
]
