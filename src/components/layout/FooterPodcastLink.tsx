'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

// The Cloud's footer links the podcast at /herban-conversations, every other footer at /herbanconversations
// (docs/decisions.md#podcast-addresses). Both are the same page; the footer lives in the root layout, so it asks the path.
function podcastHrefFor(pathname: string): string {
  return pathname === '/the-cloud' || pathname.startsWith('/the-cloud/') ? '/herban-conversations' : '/herbanconversations'
}

export function FooterPodcastLink({ className }: { className: string }) {
  return (
    <Link href={podcastHrefFor(usePathname() ?? '/')} className={className}>
      Podcast
    </Link>
  )
}
