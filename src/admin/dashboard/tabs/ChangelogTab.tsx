import { ChangelogTabContent } from '@/admin/changelog/ChangelogTabContent'

/** Tab 7: entries with create and edit dialogs and per-entry Publish, edit and delete. Its heading is the content's own. */
export const ChangelogTab = () => <ChangelogTabContent />
