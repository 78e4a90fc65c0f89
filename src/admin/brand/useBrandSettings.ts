'use client'

import { useAdminMutation } from '@/admin/shared/mutation'
import { adminKeys } from '@/admin/shared/query'
import { postForm, putForm, sendJson } from '@/lib/http/client'
import { ADMIN_TOASTS as T } from '@/lib/admin/toasts'
import type { BrandSetting } from '@/payload-types'
import { BRAND_SETTINGS_URL, useBrandSettingsQuery } from './api'

const pathOf = (setting: BrandSetting) => `${BRAND_SETTINGS_URL}/${encodeURIComponent(setting.key)}`

/** The brand settings and their writes. */
export function useBrandSettings(initialSettings: BrandSetting[]) {
  const settings = useBrandSettingsQuery(initialSettings)

  const save = useAdminMutation({
    request: ({ setting, body }: { setting: BrandSetting | null; body: FormData }) =>
      setting ? putForm(pathOf(setting), body) : postForm(BRAND_SETTINGS_URL, body),
    failure: { title: T.error, fallback: ({ setting }) => (setting ? T.brandUpdateFallback : T.brandCreateFallback) },
    success: (_data, { setting }) => ({ title: T.success, description: setting ? T.brandUpdated : T.brandCreated }),
    invalidates: adminKeys.brand,
  })

  const remove = useAdminMutation({
    request: (setting: BrandSetting) => sendJson('DELETE', pathOf(setting)),
    failure: { title: T.error, fallback: T.brandDeleteFallback },
    success: { title: T.success, description: T.brandDeleted },
    invalidates: adminKeys.brand,
  })

  return { settings: settings.data ?? initialSettings, save, remove }
}
