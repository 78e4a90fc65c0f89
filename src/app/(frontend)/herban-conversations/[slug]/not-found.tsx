import { EpisodeNotFound } from '@/components/podcast/EpisodeNotFound'

export default function EpisodeNotFoundPage() {
  return <EpisodeNotFound basePath="/herban-conversations" />
}
