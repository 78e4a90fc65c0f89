import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/layout/NotFoundContent'
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found'

export const metadata: Metadata = NOT_FOUND_METADATA

/** A page's notFound() (an unknown find, episode or filter) inside the frontend layout. */
export default function NotFound() {
  return <NotFoundContent />
}
