import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type React from 'react'
import { isAdminUser } from '@/access'
import { ADMIN_MESSAGES } from '@/lib/validation/admin'
import layout from './layout.module.css'
import { ADMIN_ROUTES } from './session'

/**
 * Frame of every custom admin screen. Payload renders custom views for anyone, so the session is
 * checked here: signed-out visitors go to the login (spec section 6), signed-in non-staff accounts
 * see why nothing is shown instead of a screen whose every call would answer 403.
 */
export function AdminScreen({ props, children }: { props: AdminViewServerProps; children: React.ReactNode }) {
  const { initPageResult, params, searchParams } = props
  const { req } = initPageResult
  if (!req.user) redirect(ADMIN_ROUTES.login)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      req={req}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={initPageResult.visibleEntities}
    >
      <div className={layout.page}>{isAdminUser(req.user) ? children : <p className={layout.notice}>{ADMIN_MESSAGES.adminOnly}</p>}</div>
    </DefaultTemplate>
  )
}

/** The path segments after /admin, e.g. ['podcast', 'episodes', '12', 'edit']. */
export const segmentsOf = (props: AdminViewServerProps): string[] => {
  const segments = props.params?.segments
  return Array.isArray(segments) ? segments : typeof segments === 'string' ? [segments] : []
}
