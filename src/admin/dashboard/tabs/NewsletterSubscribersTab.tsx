import { SubscribersPanel } from '@/admin/subscribers/SubscribersPanel'

/** Tab 2: subscriber list with status filter, CSV import and export, delete. */
export const NewsletterSubscribersTab = () => <SubscribersPanel />
