import { PodcastTabContent } from '@/admin/podcast/PodcastTabContent'
import styles from '../dashboard.module.css'

/** Podcast tab: episode cards with status badge, up to 3 takeaways, edit and View links. */
export function PodcastTab() {
  return (
    <section className={styles.mount} aria-label="Podcast episodes">
      <PodcastTabContent />
    </section>
  )
}
