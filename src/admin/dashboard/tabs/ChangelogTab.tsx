import Link from 'next/link'
import { ChangelogTabContent } from '@/admin/changelog/ChangelogTabContent'
import styles from '../dashboard.module.css'

/** Changelog tab: entries with create and edit dialogs and per-entry Publish, edit and delete. */
export function ChangelogTab() {
  return (
    <section className={styles.mount} aria-labelledby="changelog-tab-title">
      <div className={styles.sectionHeader}>
        <h2 id="changelog-tab-title" className={styles.sectionTitle}>
          Changelog
        </h2>
        <Link href="/changelog">View public changelog</Link>
      </div>
      <ChangelogTabContent />
    </section>
  )
}
