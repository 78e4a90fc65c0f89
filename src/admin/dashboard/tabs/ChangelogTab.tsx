import Link from 'next/link'
import styles from '../dashboard.module.css'

/**
 * Changelog tab container. The entry list with its create and edit dialogs and the per-entry
 * Publish, edit and delete actions is built separately and mounts in the `changelog-entries` region.
 */
export function ChangelogTab() {
  return (
    <section className={styles.mount} aria-labelledby="changelog-tab-title">
      <div className={styles.sectionHeader}>
        <h2 id="changelog-tab-title" className={styles.sectionTitle}>
          Changelog
        </h2>
        <Link href="/changelog">View public changelog</Link>
      </div>
      <div data-mount="changelog-entries" className={styles.mount} />
    </section>
  )
}
