import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { ADMIN_ROUTES, staffUser } from '../shared/session'
import { LoginForm } from './LoginForm'

/** Replaces Payload's login view (admin.components.views.login). A signed-in visitor goes straight on. */
export function LoginView(props: AdminViewServerProps) {
  if (staffUser(props)) redirect(ADMIN_ROUTES.dashboard)
  return <LoginForm />
}
