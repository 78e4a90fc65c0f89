import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { AdminTemplate, adminPathOf } from '../shared/AdminScreen'
import { loginUrlFor, staffUser } from '../shared/session'
import { Dashboard } from './Dashboard'
import { tabFromQuery } from './tabs'

/** /admin/dashboard. The session is checked here on the server, so signed-out visitors never see it. */
export function DashboardView(props: AdminViewServerProps) {
  const user = staffUser(props)
  if (!user) redirect(loginUrlFor(adminPathOf(props)))

  return (
    <AdminTemplate props={props}>
      <Dashboard username={user.username} initialTab={tabFromQuery(props.searchParams?.tab)} />
    </AdminTemplate>
  )
}
