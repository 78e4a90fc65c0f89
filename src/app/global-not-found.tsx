import type { Metadata, Viewport } from 'next'
import { FRONTEND_VIEWPORT, FrontendDocument } from '@/components/layout/FrontendDocument'
import { NotFoundContent } from '@/components/layout/NotFoundContent'
import { readBrandAssets } from '@/lib/brand/queries'
import { GLOBAL_NOT_FOUND_METADATA } from '@/lib/seo/not-found'
import { bodyFont, displayFont } from './fonts'
import './(frontend)/globals.css'

// A path no route claims. The app has two root layouts (the public site and Payload's admin) and none
// above them, so without this file Next answers such a path with its bare built-in 404; a catch-all
// page calling notFound() instead got Next's error shell (`<html id="__next_error__">`, no lang, no
// content until JavaScript ran). This document is whole in the server HTML, with status 404, and is
// rendered once at build time rather than cached per unknown path.
export async function generateMetadata(): Promise<Metadata> {
  const brand = await readBrandAssets()
  return { ...GLOBAL_NOT_FOUND_METADATA, icons: { icon: brand.favicon } }
}

export const viewport: Viewport = FRONTEND_VIEWPORT

export default async function GlobalNotFound() {
  const brand = await readBrandAssets()
  return (
    <FrontendDocument fontClassName={`${bodyFont.variable} ${displayFont.variable}`} logoUrl={brand.logo}>
      <NotFoundContent />
    </FrontendDocument>
  )
}
