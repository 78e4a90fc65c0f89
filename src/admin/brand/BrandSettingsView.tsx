import type { AdminViewServerProps } from 'payload'
import { asUser, isAdminUser } from '@/access'
import { findBrandSettings } from '@/lib/brand/queries'
import { AdminScreen } from '../shared/AdminScreen'
import { BrandSettingsManager } from './BrandSettingsManager'

/** /admin/brand-settings. The first list is read on the server, in the API's order. */
export async function BrandSettingsView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const settings = isAdminUser(req.user) ? await findBrandSettings(req.payload, asUser(req)) : []
  return (
    <AdminScreen props={props} collection="brand-settings">
      <BrandSettingsManager initialSettings={settings} />
    </AdminScreen>
  )
}
