import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { adminRedirectTarget, staffUser } from '../shared/session'
import { BrandMark } from '../graphics/BrandMark'
import { loginDisplayFont } from './fonts'
import { LoginForm } from './LoginForm'

/**
 * Replaces Payload's login view (admin.components.views.login). A signed-in visitor goes straight on;
 * both go to the admin page named by `?redirect=` (Payload's own redirects to the login set it).
 */
export function LoginView(props: AdminViewServerProps) {
  const target = adminRedirectTarget(props.searchParams?.redirect)
  if (staffUser(props)) redirect(target)
  return <LoginForm redirectTo={target} brand={<BrandMark />} fontClassName={loginDisplayFont.variable} />
}
