import type { AdminViewServerProps } from 'payload'
import { isAdminUser } from '@/access'

export const ADMIN_ROUTES = {
  login: '/admin/login',
  register: '/admin/register',
  dashboard: '/admin/dashboard',
} as const

/** The signed-in staff member of a custom admin view, read on the server before anything renders. */
export const staffUser = ({ initPageResult }: Pick<AdminViewServerProps, 'initPageResult'>) => {
  const user = initPageResult.req.user
  return user && isAdminUser(user) ? user : null
}
