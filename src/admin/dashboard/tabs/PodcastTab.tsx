import Link from 'next/link'
import form from '../../shared/form.module.css'
import styles from '../dashboard.module.css'

/**
 * Podcast tab container. The episode cards (status badge, up to 3 takeaways, edit and View links)
 * are built separately and mount in the `podcast-episodes` region below.
 */
export function PodcastTab() {
  return (
    <section className={styles.mount} aria-labelledby="podcast-tab-title">
      <div className={styles.sectionHeader}>
        <h2 id="podcast-tab-title" className={styles.sectionTitle}>
          Herban Conversations Episodes
        </h2>
        <div className={styles.actions}>
          <Link className={form.secondary} href="/herbanconversations">
            View Podcast
          </Link>
          <Link className={form.primary} href="/admin/podcast/episodes/new">
            New Episode
          </Link>
        </div>
      </div>
      <div data-mount="podcast-episodes" className={styles.mount} />
    </section>
  )
}
