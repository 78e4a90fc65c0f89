import Link from 'next/link'
import { FooterPodcastLink } from './FooterPodcastLink'
import { CONTACT_EMAIL, FOUNDED_YEAR, NEWSLETTER_NAME, NEWSLETTER_URL, PRIVATE_ACCESS_MAILTO, SITE_NAME } from '@/lib/site/constants'
import { CHANGELOG_PATH } from '@/lib/changelog/paths'
import { STRAIN_CLOUD_PATH } from '@/lib/strains/cloud-view'

interface FooterLink {
  href: string
  label: string
  /** mailto: or another site: a plain anchor. */
  plain?: boolean
  /** Its href depends on the page (see FooterPodcastLink). */
  podcast?: boolean
}

// The one footer of every public page. It carries the union of the per-page footer links the site had (home,
// podcast, The Cloud: legal pages, contact, newsletter, the private-access request), so no page needs a
// second link row of its own above it.
const COLUMNS: ReadonlyArray<{ title: string; links: readonly FooterLink[] }> = [
  {
    title: 'Explore',
    links: [
      { href: '/the-cloud', label: 'The Cloud' },
      { href: STRAIN_CLOUD_PATH, label: 'Headstash Cloud' },
      { href: '/herbanconversations', label: 'Podcast', podcast: true },
      { href: CHANGELOG_PATH, label: 'Changelog' },
    ],
  },
  {
    title: SITE_NAME,
    links: [
      { href: '/about', label: 'About' },
      { href: `mailto:${CONTACT_EMAIL}`, label: 'Contact', plain: true },
      { href: NEWSLETTER_URL, label: 'Newsletter', plain: true },
      { href: PRIVATE_ACCESS_MAILTO, label: 'Request Private Access', plain: true },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/terms-of-service', label: 'Terms of Service' },
      { href: '/newsletter-privacy', label: 'Newsletter Privacy' },
      { href: '/newsletter-terms', label: 'Newsletter Terms' },
    ],
  },
]

const linkClass = 'footer-link'

export function SiteFooter() {
  // The current year, not the year the site was built (docs/decisions.md#footer-year).
  const year = new Date().getFullYear()
  return (
    <footer id="contact" className="border-t border-stone-200 bg-stone-100 dark:border-smoke-700 dark:bg-smoke-900">
      <div className="page-container grid grid-cols-2 gap-8 py-12 text-sm md:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))]">
        <div className="col-span-2 md:col-span-1">
          <p className="font-display text-2xl font-bold tracking-tight">{SITE_NAME}</p>
          <p className="mt-1 text-stone-600 dark:text-stone-400">Legacy-rooted since {FOUNDED_YEAR}</p>
          <p className="mt-4 max-w-xs text-stone-600 dark:text-stone-400">
            {NEWSLETTER_NAME}, The Cloud and Herban Conversations: cannabis culture from the people who built it.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={`Footer: ${column.title}`}>
            <p className="font-semibold text-stone-900 dark:text-stone-100">{column.title}</p>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.podcast ? (
                    <FooterPodcastLink className={linkClass} />
                  ) : link.plain ? (
                    <a href={link.href} rel={link.href.startsWith('http') ? 'noopener' : undefined} className={linkClass}>
                      {link.label}
                    </a>
                  ) : (
                    <Link href={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <p className="col-span-2 border-t border-stone-200 pt-6 text-stone-600 md:col-span-4 dark:border-smoke-700 dark:text-stone-400">
          © {year} {SITE_NAME}. For adults 21 and over.
        </p>
      </div>
    </footer>
  )
}
