import { SubmissionsPanel } from '@/admin/submissions/SubmissionsPanel'

/** Tab 1: submission cards with filters, Scan Images, the CSV tools and the edit dialog. */
export const SubmissionsTab = () => <SubmissionsPanel />
