import type { Viewport } from 'next'
import type React from 'react'
import { Analytics } from '@/components/analytics/Analytics'
import { NavigationLoading } from '@/components/layout/NavigationLoading'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { ToastProvider } from '@/components/ui/toast'
import { analyticsMeasurementId } from '@/lib/site/runtime-env.mjs'

export const FRONTEND_VIEWPORT: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0b0d0c' },
    { media: '(prefers-color-scheme: light)', color: '#fafaf9' },
  ],
}

// Runs before first paint so the stored (or system) theme applies without a flash of the other one.
const themeScript = `(function(){try{var t=localStorage.getItem('theme');var d=t?t==='dark':window.matchMedia('(prefers-color-scheme: dark)').matches;document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light'}catch(e){}})()`

/**
 * The public site's whole document (`<html lang>`, theme, header, footer): the frontend layout and the
 * 404 page for paths no route claims share it. `fontClassName` carries the font variables (next/font
 * lives with the app routes); `afterFooter` holds what only the layout adds.
 */
export function FrontendDocument({
  fontClassName,
  logoUrl,
  children,
  afterFooter,
}: {
  fontClassName: string
  logoUrl: string | null
  children: React.ReactNode
  afterFooter?: React.ReactNode
}) {
  return (
    // data-scroll-behavior: the page scrolls smoothly (globals.css) for its own anchors, and Next turns that
    // off while it scrolls for a route change or Back, so a new page starts at its top in one jump.
    <html lang="en" suppressHydrationWarning className={fontClassName} data-scroll-behavior="smooth">
      {/* eslint-disable-next-line @next/next/no-head-element -- an App Router document; next/head is the Pages Router's */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:left-4 focus:z-50 focus:rounded focus:bg-ember-500 focus:px-3 focus:py-2 focus:text-white"
        >
          Skip to content
        </a>
        <ToastProvider>
          <SiteHeader logoUrl={logoUrl} />
          <main id="main" className="flex-1">
            <NavigationLoading>{children}</NavigationLoading>
          </main>
          <SiteFooter />
          {afterFooter}
        </ToastProvider>
        <Analytics measurementId={analyticsMeasurementId()} />
      </body>
    </html>
  )
}
