import Link from 'next/link'
import form from '../shared/form.module.css'
import styles from '../dashboard/dashboard.module.css'

/** Shown above Payload's own dashboard (/admin): the way to the staff dashboard of the spec. */
export function DashboardLink() {
  return (
    <div className={styles.note} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 24 }}>
      <span>Review submissions, subscribers, SEO and brand assets on the Headstash dashboard.</span>
      <Link className={form.primary} href="/admin/dashboard">
        Open Headstash Dashboard
      </Link>
    </div>
  )
}
