import type { AdminViewConfig } from 'payload'

/**
 * The content screens of the admin area, registered in payload.config.ts
 * under admin.components.views. Component paths are relative to src/ (the import map's baseDir).
 */
export const contentAdminViews: Record<string, AdminViewConfig> = {
  podcastEpisodeNew: {
    Component: '/admin/podcast/EpisodeEditorView#EpisodeEditorView',
    path: '/podcast/episodes/new',
    exact: true,
  },
  podcastEpisodeEdit: {
    Component: '/admin/podcast/EpisodeEditorView#EpisodeEditorView',
    path: '/podcast/episodes/:id/edit',
    exact: true,
  },
  subscriptionGates: {
    Component: '/admin/gates/SubscriptionGatesView#SubscriptionGatesView',
    path: '/subscription-gates',
    exact: true,
  },
  submissionReview: {
    Component: '/admin/review/ReviewView#ReviewView',
    path: '/review',
    exact: true,
  },
  brandSettings: {
    Component: '/admin/brand/BrandSettingsView#BrandSettingsView',
    path: '/brand-settings',
    exact: true,
  },
  searchMisses: {
    Component: '/admin/search-misses/SearchMissesView#SearchMissesView',
    path: '/search-misses',
    exact: true,
  },
  bulkActions: {
    Component: '/admin/moderation/BulkBatchesView#BulkBatchesView',
    path: '/bulk-actions',
    exact: true,
  },
}
