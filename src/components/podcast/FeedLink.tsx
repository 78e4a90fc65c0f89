import { feedPath, type PodcastBasePath } from '@/lib/podcast/paths'
import { PODCAST_NAME } from '@/lib/site/constants'

/** Feed autodiscovery for podcast apps and feed readers; React hoists the <link> into <head>. */
export function FeedLink({ basePath }: { basePath: PodcastBasePath }) {
  return <link rel="alternate" type="application/rss+xml" title={`${PODCAST_NAME} (RSS)`} href={feedPath(basePath)} />
}
