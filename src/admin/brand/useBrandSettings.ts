'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '@/admin/shared/api'
import { adminKeys } from '@/admin/shared/query'
import { showToast } from '@/admin/shared/toast'
import { getJson, postForm, putForm, sendJson } from '@/lib/http/client'
import type { BrandSetting } from '@/payload-types'

const API = '/api/admin/brand-settings'
const pathOf = (setting: BrandSetting) => `${API}/${encodeURIComponent(setting.key)}`

const failed = (error: Error) => showToast({ title: 'Error', description: error.message, variant: 'destructive' })
const succeeded = (description: string) => showToast({ title: 'Success', description })

/** The brand settings (the same query the dashboard's brand tab reads) and their writes. */
export function useBrandSettings(initialSettings: BrandSetting[]) {
  const queryClient = useQueryClient()
  const settings = useQuery({
    queryKey: adminKeys.brand,
    queryFn: async () => unwrap(await getJson<{ settings: BrandSetting[] }>(API)).settings,
    initialData: initialSettings,
  })
  const invalidate = () => queryClient.invalidateQueries({ queryKey: adminKeys.brand })

  const save = useMutation({
    mutationFn: async ({ setting, body }: { setting: BrandSetting | null; body: FormData }) =>
      setting
        ? unwrap(await putForm(pathOf(setting), body), 'Failed to update brand setting')
        : unwrap(await postForm(API, body), 'Failed to create brand setting'),
    onError: failed,
    onSuccess: async (_data, { setting }) => {
      succeeded(setting ? 'Brand setting updated' : 'Brand setting created')
      await invalidate()
    },
  })

  const remove = useMutation({
    mutationFn: async (setting: BrandSetting) => unwrap(await sendJson('DELETE', pathOf(setting)), 'Failed to delete brand setting'),
    onError: failed,
    onSuccess: async () => {
      succeeded('Brand setting deleted')
      await invalidate()
    },
  })

  return { settings: settings.data, save, remove }
}
