import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { Analytics } from '@/components/analytics/Analytics'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { ToastProvider } from '@/components/ui/toast'
import { SITE_NAME, siteUrl } from '@/lib/site/constants'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${SITE_NAME} — Cannabis culture, legacy-rooted since 2010`, template: `%s | ${SITE_NAME}` },
  description: 'Smoke Signals newsletter, The Cloud community archive, strain cloud and the Herban Conversations podcast. 21+.',
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0b0d0c' },
    { media: '(prefers-color-scheme: light)', color: '#fafaf9' },
  ],
}

// Runs before first paint so the stored (or system) theme applies without a flash of the other one.
const themeScript = `(function(){try{var t=localStorage.getItem('theme');var d=t?t==='dark':window.matchMedia('(prefers-color-scheme: dark)').matches;document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light'}catch(e){}})()`

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-ember-500 focus:px-3 focus:py-2 focus:text-white">
          Skip to content
        </a>
        <ToastProvider>
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
        </ToastProvider>
        <Analytics />
      </body>
    </html>
  )
}
