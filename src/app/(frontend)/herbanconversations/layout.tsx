import type React from 'react'
import { FeedLink } from '@/components/podcast/FeedLink'

/** Every page under /herbanconversations announces the podcast feed. */
export default function PodcastLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <FeedLink basePath="/herbanconversations" />
      {children}
    </>
  )
}
