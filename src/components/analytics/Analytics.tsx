'use client'

import { usePathname } from 'next/navigation'
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

  // Added once after hydration, as next/script's afterInteractive would, without its loader on every page.
  useEffect(() => {
    if (!measurementId) return
    const src = gtagScriptUrl(measurementId)
    if ([...document.scripts].some((script) => script.src === src)) return
    const script = document.createElement('script')
    script.async = true
    script.src = src
    document.head.append(script)
  }, [measurementId])

  return null
}
