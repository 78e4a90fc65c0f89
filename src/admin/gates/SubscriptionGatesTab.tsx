import { Button } from '@payloadcms/ui'
import layout from '../shared/layout.module.css'

/** The dashboard's gates tab only links: gates are managed on their own screen. */
export function SubscriptionGatesTab() {
  return (
    <section className={layout.stack} aria-labelledby="gates-tab-title">
      <h2 id="gates-tab-title" className={layout.sectionTitle}>
        Subscription Gates
      </h2>
      <p className={layout.meta}>Create, edit, activate or deactivate, delete and view analytics of subscription gates.</p>
      <div>
        <Button el="link" to="/admin/subscription-gates" margin={false}>
          Manage Subscription Gates
        </Button>
      </div>
    </section>
  )
}
