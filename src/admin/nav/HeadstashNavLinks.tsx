'use client'

import { Link, NavGroup } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'
import { ADMIN_SCREEN_LIST, type AdminScreenLink, NAV_GROUP_LABEL } from './screens'

/** The screen the browser is on: same path, and the same dashboard tab when the link names one. */
function isCurrent(screen: AdminScreenLink, pathname: string, tab: string | null): boolean {
  const target = new URL(screen.href, 'http://admin.invalid')
  if (target.pathname !== pathname) return false
  const wanted = target.searchParams.get('tab')
  return wanted === null ? tab === null : wanted === tab
}

/**
 * The task screens as the first group of Payload's navigation (admin.components.beforeNavLinks), in
 * Payload's own link markup, so the dashboard, gates, brand and episode screens are one click away from
 * every admin view and Payload's navigation is the admin's only menu.
 */
export function HeadstashNavLinks() {
  const pathname = usePathname()
  const tab = useSearchParams().get('tab')
  return (
    <NavGroup label={NAV_GROUP_LABEL}>
      {ADMIN_SCREEN_LIST.map((screen) => {
        const current = isCurrent(screen, pathname, tab)
        return (
          <Link key={screen.href} className="nav__link" href={screen.href} prefetch={false} aria-current={current ? 'page' : undefined}>
            {current && <div className="nav__link-indicator" />}
            <span className="nav__link-label">{screen.label}</span>
          </Link>
        )
      })}
    </NavGroup>
  )
}
