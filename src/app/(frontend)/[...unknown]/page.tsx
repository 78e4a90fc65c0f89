import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found'

// Next 16 resolves not-found.tsx's metadata for the HTML but not for the RSC payload the browser
// hydrates from, which put the site default title back; the page's own metadata covers both.
export const metadata: Metadata = NOT_FOUND_METADATA

// Any path no page claims renders the frontend's 404 page with status 404 (not the admin's).
export default function UnknownRoute(): never {
  notFound()
}
