'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '@/admin/shared/api'
import { adminKeys } from '@/admin/shared/query'
import { showToast } from '@/admin/shared/toast'
import { getJson, postJson, sendJson } from '@/lib/http/client'
import type { changelogSchema } from '@/lib/changelog/schema'
import type { z } from '@/lib/forms/zod'
import type { ChangelogEntry } from '@/payload-types'

const API = '/api/admin/changelog'

export type ChangelogInput = z.output<typeof changelogSchema>

/** This tab's failures are titled by the action, with the server's message (if any) below. */
const failed = (title: string) => (error: Error) => showToast({ title, description: error.message, variant: 'destructive' })

/** The changelog entries and their writes; every write invalidates the list. */
export function useChangelog() {
  const queryClient = useQueryClient()
  const entries = useQuery({
    queryKey: adminKeys.changelog,
    queryFn: async () => unwrap(await getJson<{ entries: ChangelogEntry[] }>(API), 'Failed to load changelog entries').entries,
  })
  const invalidate = () => queryClient.invalidateQueries({ queryKey: adminKeys.changelog })

  const create = useMutation({
    mutationFn: async (input: ChangelogInput) => unwrap(await postJson(API, input), ''),
    onError: failed('Failed to create entry'),
    onSuccess: async (_data, input) => {
      showToast({ title: 'Changelog Entry Created', description: input.title })
      await invalidate()
    },
  })

  const update = useMutation({
    mutationFn: async ({ entry, input: { title, description, type, isPublic } }: { entry: ChangelogEntry; input: ChangelogInput }) =>
      unwrap(await sendJson('PATCH', `${API}/${entry.id}`, { title, description, type, isPublic }), ''),
    onError: failed('Update failed'),
    onSuccess: async (_data, { input }) => {
      showToast({ title: 'Entry Updated', description: input.title })
      await invalidate()
    },
  })

  const publish = useMutation({
    mutationFn: async (entry: ChangelogEntry) => unwrap(await sendJson('PATCH', `${API}/${entry.id}/publish`), ''),
    onError: failed('Publish failed'),
    onSuccess: async (_data, entry) => {
      showToast({ title: 'Entry published', description: entry.title })
      await invalidate()
    },
  })

  const remove = useMutation({
    mutationFn: async (entry: ChangelogEntry) => unwrap(await sendJson('DELETE', `${API}/${entry.id}`), ''),
    onError: failed('Delete failed'),
    onSuccess: async (_data, entry) => {
      showToast({ title: 'Entry deleted', description: entry.title })
      await invalidate()
    },
  })

  return { entries, create, update, publish, remove }
}
