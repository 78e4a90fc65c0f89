import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { SubscriptionGate } from '@/components/gates/SubscriptionGate'
import { FRONTEND_VIEWPORT, FrontendDocument } from '@/components/layout/FrontendDocument'
import { readBrandAssets } from '@/lib/brand/queries'
import { SEO_PRESETS } from '@/lib/seo/presets'
import { OG_LOCALE, SITE_NAME } from '@/lib/site/constants'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'
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
    openGraph: { siteName: SITE_NAME, locale: OG_LOCALE, images: [brand.socialImage] },
  }
}

export const viewport: Viewport = FRONTEND_VIEWPORT

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const brand = await readBrandAssets()
  return (
    <FrontendDocument
      fontClassName={`${bodyFont.variable} ${displayFont.variable}`}
      logoUrl={brand.logo}
      // Resolves the active gate of whatever path is shown, so a gate works on any page.
      afterFooter={<SubscriptionGate />}
    >
      {children}
    </FrontendDocument>
  )
}
