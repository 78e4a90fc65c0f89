'use client'

import { useQuery } from '@tanstack/react-query'
import { fetchJson } from '@/admin/shared/api'
import { useAdminMutation } from '@/admin/shared/mutation'
import { adminKeys } from '@/admin/shared/query'
import { postJson, sendJson } from '@/lib/http/client'
import type { changelogSchema } from '@/lib/changelog/schema'
import { ADMIN_TOASTS as T } from '@/lib/admin/toasts'
import type { z } from '@/lib/forms/zod'
import type { ChangelogEntry } from '@/payload-types'

const API = '/api/admin/changelog'

export type ChangelogInput = z.output<typeof changelogSchema>

/**
 * The changelog entries and their writes; every write invalidates the list. This tab's failures are
 * titled by the action, with the server's message (if any) below.
 */
export function useChangelog() {
  const entries = useQuery({
    queryKey: adminKeys.changelog,
    queryFn: async () => (await fetchJson<{ entries: ChangelogEntry[] }>(API, 'Failed to load changelog entries')).entries,
  })

  const create = useAdminMutation({
    request: (input: ChangelogInput) => postJson(API, input),
    failure: { title: T.changelogCreateFailed },
    success: (_data, input) => ({ title: T.changelogCreated, description: input.title }),
    invalidates: adminKeys.changelog,
  })

  const update = useAdminMutation({
    request: ({ entry, input: { title, description, type, isPublic } }: { entry: ChangelogEntry; input: ChangelogInput }) =>
      sendJson('PATCH', `${API}/${entry.id}`, { title, description, type, isPublic }),
    failure: { title: T.updateFailed },
    success: (_data, { input }) => ({ title: T.changelogUpdated, description: input.title }),
    invalidates: adminKeys.changelog,
  })

  const publish = useAdminMutation({
    request: (entry: ChangelogEntry) => sendJson('PATCH', `${API}/${entry.id}/publish`),
    failure: { title: T.publishFailed },
    success: (_data, entry) => ({ title: T.changelogPublished, description: entry.title }),
    invalidates: adminKeys.changelog,
  })

  const remove = useAdminMutation({
    request: (entry: ChangelogEntry) => sendJson('DELETE', `${API}/${entry.id}`),
    failure: { title: T.deleteFailed },
    success: (_data, entry) => ({ title: T.changelogDeleted, description: entry.title }),
    invalidates: adminKeys.changelog,
  })

  return { entries, create, update, publish, remove }
}
