import { Banner, Button } from '@payloadcms/ui'
import layout from '../shared/layout.module.css'

/** Shown above Payload's own dashboard (/admin): the way to the staff dashboard at /admin/dashboard. */
export function DashboardLink() {
  return (
    <Banner>
      <span className={layout.sectionHeader}>
        <span>Review submissions, subscribers, SEO and brand assets on the Headstash dashboard.</span>
        <Button el="link" to="/admin/dashboard" margin={false}>
          Open Headstash Dashboard
        </Button>
      </span>
    </Banner>
  )
}
