import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { ADMIN_ROUTES, staffUser } from '../shared/session'
import { Dashboard } from './Dashboard'
import { tabFromQuery } from './tabs'

/** /admin/dashboard. The session is checked here on the server, so signed-out visitors never see it. */
export function DashboardView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props
  const user = staffUser(props)
  if (!user) redirect(ADMIN_ROUTES.login)

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
      <Dashboard username={user.username} initialTab={tabFromQuery(searchParams?.tab)} />
    </DefaultTemplate>
  )
}
