import { PodcastTabContent } from '@/admin/podcast/PodcastTabContent'

/** Tab 3: episode cards with status badge, up to 3 takeaways, edit and View links. Its heading is the content's own. */
export const PodcastTab = () => <PodcastTabContent />
