import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { Analytics } from '@/components/analytics/Analytics'
import { SubscriptionGate } from '@/components/gates/SubscriptionGate'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { ToastProvider } from '@/components/ui/toast'
import { readBrandAssets } from '@/lib/queries/brand'
import { SEO_PRESETS } from '@/lib/seo/presets'
import { SITE_NAME } from '@/lib/site/constants'
import { analyticsMeasurementId, publicOrigin } from '@/lib/site/runtime-env.mjs'
import { bodyFont, displayFont } from '../fonts'
import './globals.css'

// Brand settings (favicon, default social image) are read through the tagged cache, so the layout stays
// static and a brand save replaces it on the next request.
export async function generateMetadata(): Promise<Metadata> {
  const brand = await readBrandAssets()
  return {
    metadataBase: new URL(publicOrigin()),
    title: { default: SEO_PRESETS['/'].title, template: `%s | ${SITE_NAME}` },
    description: SEO_PRESETS['/'].description,
    icons: { icon: brand.favicon },
    openGraph: { siteName: SITE_NAME, images: [brand.socialImage] },
  }
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0b0d0c' },
    { media: '(prefers-color-scheme: light)', color: '#fafaf9' },
  ],
}

// Runs before first paint so the stored (or system) theme applies without a flash of the other one.
const themeScript = `(function(){try{var t=localStorage.getItem('theme');var d=t?t==='dark':window.matchMedia('(prefers-color-scheme: dark)').matches;document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light'}catch(e){}})()`

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const brand = await readBrandAssets()
  return (
    <html lang="en" suppressHydrationWarning className={`${bodyFont.variable} ${displayFont.variable}`}>
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
          <SiteHeader logoUrl={brand.logo} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          {/* Resolves the active gate of whatever path is shown, so a gate works on any page. */}
          <SubscriptionGate />
        </ToastProvider>
        <Analytics measurementId={analyticsMeasurementId()} />
      </body>
    </html>
  )
}
