import { PodcastTabContent } from '@/admin/podcast/PodcastTabContent'
import styles from '../dashboard.module.css'

/** Podcast tab: episode cards with status badge, up to 3 takeaways, edit and View links. Its heading is the content's own. */
export function PodcastTab() {
  return (
    <div className={styles.mount}>
      <PodcastTabContent />
    </div>
  )
}
