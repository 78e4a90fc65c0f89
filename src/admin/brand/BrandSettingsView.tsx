import type { AdminViewServerProps } from 'payload'
import { asUser, isAdminUser } from '@/access'
import type { BrandSetting } from '@/payload-types'
import { AdminScreen } from '../shared/AdminScreen'
import { BrandSettingsManager } from './BrandSettingsManager'

/** /admin/brand-settings. The first list is read on the server, in the API's order. */
export async function BrandSettingsView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  let settings: BrandSetting[] = []
  if (isAdminUser(req.user)) {
    const result = await req.payload.find({ collection: 'brand-settings', sort: 'key', pagination: false, depth: 0, ...asUser(req) })
    settings = result.docs
  }
  return (
    <AdminScreen props={props} collection="brand-settings">
      <BrandSettingsManager initialSettings={settings} />
    </AdminScreen>
  )
}
