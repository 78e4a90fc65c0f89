import Link from 'next/link'
import form from '../../shared/form.module.css'
import styles from '../dashboard.module.css'

/** admin-area.txt section 2, tab 4: gates are managed on their own screen. */
export function SubscriptionGatesTab() {
  return (
    <section className={styles.mount} aria-labelledby="gates-tab-title">
      <h2 id="gates-tab-title" className={styles.sectionTitle}>
        Subscription Gates
      </h2>
      <p className={styles.meta}>Create, edit, activate or deactivate, delete and view analytics of subscription gates.</p>
      <div>
        <Link className={form.primary} href="/admin/subscription-gates">
          Manage Subscription Gates
        </Link>
      </div>
    </section>
  )
}
