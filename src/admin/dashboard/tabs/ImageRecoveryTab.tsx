import Link from 'next/link'
import { ImageRecoveryTab as ImageRecovery } from '@/admin/image-recovery/ImageRecoveryTab'
import styles from '../dashboard.module.css'

/** Image recovery tab: status panel, bulk image uploader and the smart-match review. */
export function ImageRecoveryTab() {
  return (
    <section className={styles.mount} aria-labelledby="image-recovery-tab-title">
      <div className={styles.sectionHeader}>
        <h2 id="image-recovery-tab-title" className={styles.sectionTitle}>
          Image Recovery
        </h2>
        <Link href="/the-cloud">View The Cloud</Link>
      </div>
      {/* The submissions tab loads its list when opened, so nothing here needs refreshing. */}
      <ImageRecovery onSubmissionsChanged={() => undefined} />
    </section>
  )
}
