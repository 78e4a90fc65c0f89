import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { SEO_PRESETS } from '@/lib/seo/presets'
import { ADMIN_ROUTES, staffUser } from '../shared/session'
import { Dashboard } from './Dashboard'
import { tabFromQuery } from './tabs'
import type { StaticSeoPage } from './tabs/SeoSettingsTab'

/** admin-area.txt section 2: the read-only SEO list covers these pages, configured in code. */
const STATIC_SEO_ROUTES = ['/', '/live-stash', '/wiyhs', '/herban-conversations'] as const

/** /admin/dashboard. The session is checked here on the server, so signed-out visitors never see it. */
export function DashboardView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props
  const user = staffUser(props)
  if (!user) redirect(ADMIN_ROUTES.login)

  const staticSeo: StaticSeoPage[] = STATIC_SEO_ROUTES.map((route) => ({
    route,
    title: SEO_PRESETS[route].title,
    description: SEO_PRESETS[route].description,
  }))

  return (
    <DefaultTemplate
      i18n={props.i18n}
      locale={props.locale}
      params={props.params}
      payload={props.payload}
      permissions={props.permissions}
      searchParams={searchParams}
      user={props.user}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Dashboard username={user.username} initialTab={tabFromQuery(searchParams?.tab)} staticSeo={staticSeo} />
    </DefaultTemplate>
  )
}
