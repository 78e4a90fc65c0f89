'use client'

import { QueryClient } from '@tanstack/react-query'

/**
 * No automatic staleness, no refetch on focus, no polling, no retries: an operator's screen never
 * changes under their hands. Data changes only when a screen asks: after a mutation it invalidates the keys it touched.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}

/** Every admin query key starts with its feature, so a mutation invalidates exactly its screen. */
export const adminKeys = {
  submissions: ['submissions'] as const,
  /** Under the submissions' key: whatever changes a submission (a decision above all) refreshes the queue figures. */
  moderation: ['submissions', 'moderation'] as const,
  subscribers: ['subscribers'] as const,
  seo: ['seo'] as const,
  imageRecovery: ['image-recovery'] as const,
  podcast: ['podcast'] as const,
  /** Apart from the episodes' key: deleting an episode must not refetch the downloads of the one just deleted. */
  podcastDownloads: ['podcast-downloads'] as const,
  gates: ['gates'] as const,
  brand: ['brand'] as const,
  changelog: ['changelog'] as const,
}
