import type React from 'react'
import { FeedLink } from '@/components/podcast/FeedLink'
import { requirePodcastBase } from '@/lib/podcast/route'

/**
 * Both podcast addresses (src/proxy.ts rewrites each onto this tree, `address` being the one the
 * visitor used). Every page announces the podcast feed.
 */
export default async function PodcastLayout({ children, params }: { children: React.ReactNode; params: Promise<{ address: string }> }) {
  return (
    <>
      <FeedLink basePath={await requirePodcastBase(params)} />
      {children}
    </>
  )
}
