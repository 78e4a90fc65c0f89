import Link from 'next/link'
import { ThemeToggle } from '@/components/theme/ThemeToggle'
import { SITE_NAME } from '@/lib/site/constants'
import { CONTENT_LINKS, HEADER_LINKS, MOBILE_MENU_LINKS } from '@/lib/site/navigation'
import { MobileMenu } from './MobileMenu'

/** `logoUrl`: the brand settings' logo; without one the site name is the wordmark. */
export function SiteHeader({ logoUrl }: { logoUrl: string | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-stone-50/90 backdrop-blur dark:border-smoke-700 dark:bg-smoke-950/90">
      <div className="relative page-container flex items-center justify-between gap-3 py-3 sm:gap-4">
        <Link href="/" className="font-display text-lg font-bold tracking-tight sm:text-xl">
          {logoUrl ? (
            // Brand assets are arbitrary URLs (site paths, bucket or CDN hosts), not next/image sources.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={logoUrl} alt={SITE_NAME} data-brand-logo className="h-9 w-auto" />
          ) : (
            SITE_NAME
          )}
        </Link>
        {/* The Cloud and the podcast on every screen; the spec's links join them where there is room. */}
        <nav aria-label="Main" className="ml-auto flex items-center gap-3 text-sm font-medium sm:gap-6">
          {CONTENT_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className="whitespace-nowrap hover:text-ember-500">
              {link.label}
            </Link>
          ))}
          {HEADER_LINKS.map((link) =>
            link.external || link.href.startsWith('#') ? (
              <a
                key={link.href}
                href={link.href}
                rel={link.external ? 'noopener' : undefined}
                className="hidden hover:text-ember-500 md:inline"
              >
                {link.label}
              </a>
            ) : (
              <Link key={link.href} href={link.href} className="hidden hover:text-ember-500 md:inline">
                {link.label}
              </Link>
            ),
          )}
        </nav>
        <div className="flex items-center gap-2">
          <MobileMenu links={MOBILE_MENU_LINKS} />
          <ThemeToggle />
        </div>
      </div>
    </header>
  )
}
