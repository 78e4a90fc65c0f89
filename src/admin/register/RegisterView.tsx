import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { ADMIN_ROUTES, staffUser } from '../shared/session'
import { RegisterForm } from './RegisterForm'

/**
 * /admin/register, and Payload's first-run screen (views.createFirstUser): on an empty database
 * Payload sends every admin route there, and the first account must be made through
 * POST /api/auth/register so it gets the admin role.
 */
export function RegisterView(props: AdminViewServerProps) {
  if (staffUser(props)) redirect(ADMIN_ROUTES.dashboard)
  return <RegisterForm />
}
