import Link from 'next/link'
import styles from '../dashboard.module.css'

/**
 * Image recovery tab container. The status panel, the bulk image uploader and the smart-match
 * review are built separately and mount in the `image-recovery` region.
 */
export function ImageRecoveryTab() {
  return (
    <section className={styles.mount} aria-labelledby="image-recovery-tab-title">
      <div className={styles.sectionHeader}>
        <h2 id="image-recovery-tab-title" className={styles.sectionTitle}>
          Image Recovery
        </h2>
        <Link href="/the-cloud">View The Cloud</Link>
      </div>
      <div data-mount="image-recovery" className={styles.mount} />
    </section>
  )
}
