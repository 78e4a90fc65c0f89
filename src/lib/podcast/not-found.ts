import type { Metadata } from 'next'

/** What a missing (unknown, draft or archived) episode is called: the API's message, the 404's heading and title. */
export const EPISODE_NOT_FOUND = 'Episode Not Found'

/**
 * The missing episode's 404 document. Exported by the episode segment's not-found file, because when a
 * page calls notFound() Next renders that file's metadata, not the page's generateMetadata.
 */
export const EPISODE_NOT_FOUND_METADATA: Metadata = { title: EPISODE_NOT_FOUND, robots: { index: false, follow: true } }
