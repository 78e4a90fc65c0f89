'use client'

import { useQuery } from '@tanstack/react-query'
import type { EffectiveSeo } from '@/lib/seo/metadata'
import type { SeoSetting } from '@/payload-types'
import { fetchJson } from '../shared/api'
import { adminKeys } from '../shared/query'

export const SEO_SETTINGS_URL = '/api/admin/seo-settings'

/** The stored overrides and, per page, what is in effect (preset or override). */
export const useSeoSettings = () =>
  useQuery({
    queryKey: adminKeys.seo,
    queryFn: () => fetchJson<{ settings: SeoSetting[]; effective: EffectiveSeo[] }>(SEO_SETTINGS_URL),
  })
