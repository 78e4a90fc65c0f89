import { SeoPanel } from '@/admin/seo/SeoPanel'

/** Tab 5: the SEO in effect per page, and the stored overrides with create, edit and delete. */
export const SeoSettingsTab = () => <SeoPanel />
