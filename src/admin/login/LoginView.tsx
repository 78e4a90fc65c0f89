import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { carriesSession, databaseReachable } from '@/lib/http/availability'
import { ADMIN_ROUTES, staffUser } from '../shared/session'
import { LoginForm } from './LoginForm'
import { ServerUnavailableNotice } from './ServerUnavailableNotice'

/** Replaces Payload's login view (admin.components.views.login). A signed-in visitor goes straight on. */
export async function LoginView(props: AdminViewServerProps) {
  if (staffUser(props)) redirect(ADMIN_ROUTES.dashboard)
  // Payload sends every admin page here when it cannot load the session; with a session cookie and the
  // database unreachable that is an outage, not a sign-out (issue 11, L3).
  const { req } = props.initPageResult
  if (carriesSession(req) && !(await databaseReachable(req.payload))) return <ServerUnavailableNotice />
  return <LoginForm />
}
