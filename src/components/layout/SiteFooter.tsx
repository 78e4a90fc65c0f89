import Link from 'next/link'
import { CONTACT_EMAIL, NEWSLETTER_URL, SITE_NAME } from '@/lib/site/constants'

export function SiteFooter() {
  // design.md decision 12: the current year, not the year the site was built.
  const year = new Date().getFullYear()
  return (
    <footer id="contact" className="border-t border-stone-200 bg-stone-100 dark:border-smoke-700 dark:bg-smoke-900">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm md:grid-cols-2">
        <div>
          <p className="font-display text-lg font-bold">{SITE_NAME}</p>
          <p className="mt-1 text-stone-600 dark:text-stone-400">Legacy-rooted since 2010</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2 md:justify-end">
          <Link href="/about">About</Link>
          <Link href="/herbanconversations">Podcast</Link>
          <Link href="/the-cloud">The Cloud</Link>
          <Link href="/privacy-policy">Privacy Policy</Link>
          <Link href="/terms-of-service">Terms of Service</Link>
          <Link href="/newsletter-privacy">Newsletter Privacy</Link>
          <Link href="/newsletter-terms">Newsletter Terms</Link>
          <Link href="/changelog">Changelog</Link>
          <a href={`mailto:${CONTACT_EMAIL}`}>Contact</a>
          <a href={NEWSLETTER_URL} rel="noopener">
            Newsletter
          </a>
        </nav>
        <p className="text-stone-600 md:col-span-2 dark:text-stone-400">
          © {year} {SITE_NAME}. For adults 21 and over.
        </p>
      </div>
    </footer>
  )
}
