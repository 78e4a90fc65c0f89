import type { AdminViewServerProps } from 'payload'
import { AdminScreen } from '../shared/AdminScreen'
import { staffUser } from '../shared/session'
import { Dashboard } from './Dashboard'
import { tabFromQuery } from './tabs'

/** /admin/dashboard, in the frame of every custom screen, which turns signed-out visitors away. */
export function DashboardView(props: AdminViewServerProps) {
  const user = staffUser(props)
  return (
    <AdminScreen props={props}>
      {user ? <Dashboard username={user.username} initialTab={tabFromQuery(props.searchParams?.tab)} /> : null}
    </AdminScreen>
  )
}
