'use client'

import { useQuery } from '@tanstack/react-query'
import type { BrandSetting } from '@/payload-types'
import { fetchJson } from '../shared/api'
import { adminKeys } from '../shared/query'

export const BRAND_SETTINGS_URL = '/api/admin/brand-settings'

/**
 * Every brand setting in key order: the one client query of the brand settings screen and the
 * dashboard's brand tab, which share its cache. `initialData` is the screen's server-rendered list.
 */
export const useBrandSettingsQuery = (initialData?: BrandSetting[]) =>
  useQuery({
    queryKey: adminKeys.brand,
    queryFn: async () => (await fetchJson<{ settings: BrandSetting[] }>(BRAND_SETTINGS_URL)).settings,
    initialData,
  })
