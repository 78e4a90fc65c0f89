'use client'

import { usePathname } from 'next/navigation'
import Script from 'next/script'
import { useEffect } from 'react'
import { gtagScriptUrl, installGtag, trackPageView } from '@/lib/analytics'

/**
 * Loads the analytics script when the server has a measurement id and reports a page view on every
 * client route change. The script element has no id: one named "gtag" would shadow window.gtag.
 */
export function Analytics({ measurementId }: { measurementId: string }) {
  const pathname = usePathname()

  useEffect(() => {
    if (!measurementId) return
    installGtag(measurementId)
    trackPageView()
  }, [pathname, measurementId])

  if (!measurementId) return null
  return <Script strategy="afterInteractive" src={gtagScriptUrl(measurementId)} />
}
