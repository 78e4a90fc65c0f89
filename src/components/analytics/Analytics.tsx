'use client'

import { usePathname } from 'next/navigation'
import Script from 'next/script'
import { useEffect } from 'react'
import { gtagScriptUrl, isAnalyticsEnabled, trackPageView } from '@/lib/analytics'

/** Loads the analytics script when configured and reports a page view on every client route change. */
export function Analytics() {
  const pathname = usePathname()

  useEffect(() => {
    // The query string is read here rather than through useSearchParams so the layout needs no Suspense boundary.
    trackPageView(`${pathname}${window.location.search}`)
  }, [pathname])

  if (!isAnalyticsEnabled()) return null
  return <Script id="gtag" strategy="afterInteractive" src={gtagScriptUrl()} />
}
