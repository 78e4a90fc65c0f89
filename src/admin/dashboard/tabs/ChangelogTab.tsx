import { ChangelogTabContent } from '@/admin/changelog/ChangelogTabContent'
import styles from '../dashboard.module.css'

/** Changelog tab: entries with create and edit dialogs and per-entry Publish, edit and delete. Its heading is the content's own. */
export function ChangelogTab() {
  return (
    <div className={styles.mount}>
      <ChangelogTabContent />
    </div>
  )
}
