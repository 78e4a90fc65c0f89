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

const ADMIN_PREFIX = '/admin'

/**
 * The `?redirect=` target of the login, when it is an admin page of this site: a path (never
 * `//host` or a full URL) under /admin that is not the login itself. Anything else means the dashboard.
 */
export function adminRedirectTarget(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return ADMIN_ROUTES.dashboard
  const base = 'http://admin.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return ADMIN_ROUTES.dashboard
  }
  const underAdmin = url.pathname === ADMIN_PREFIX || url.pathname.startsWith(`${ADMIN_PREFIX}/`)
  if (url.origin !== base || !underAdmin || url.pathname === ADMIN_ROUTES.login) return ADMIN_ROUTES.dashboard
  return `${url.pathname}${url.search}${url.hash}`
}

/** The login, with the way back to the admin page a signed-out visitor asked for. */
export const loginUrlFor = (path: string): string =>
  path === ADMIN_ROUTES.dashboard ? ADMIN_ROUTES.login : `${ADMIN_ROUTES.login}?redirect=${encodeURIComponent(path)}`
