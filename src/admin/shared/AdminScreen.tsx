import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type React from 'react'
import { isAdminUser } from '@/access'
import { AUTH_MESSAGES } from '@/lib/auth/texts'
import { GeneratedViewLink } from '../nav/TaskScreenBanner'
import layout from './layout.module.css'
import { loginUrlFor } from './session'

/**
 * Frame of every custom admin screen. Payload renders custom views for anyone, so the session is
 * checked here: signed-out visitors go to the login (docs/decisions.md#staff-only), signed-in non-staff accounts
 * see why nothing is shown instead of a screen whose every call would answer 403.
 */
export function AdminScreen({
  props,
  children,
  collection,
}: {
  props: AdminViewServerProps
  children: React.ReactNode
  collection?: string
}) {
  const { req } = props.initPageResult
  if (!req.user) redirect(loginUrlFor(adminPathOf(props)))
  return (
    <AdminTemplate props={props}>
      <div className={layout.page}>
        {isAdminUser(req.user) ? children : <p className={layout.notice}>{AUTH_MESSAGES.adminOnly}</p>}
        {collection && isAdminUser(req.user) && <GeneratedViewLink collection={collection} />}
      </div>
    </AdminTemplate>
  )
}

/**
 * Payload's admin frame with its navigation. A custom view's own props carry no permissions or request,
 * so they are taken from initPageResult: without them Payload's navigation renders empty.
 */
function AdminTemplate({ props, children }: { props: AdminViewServerProps; children: React.ReactNode }) {
  const { initPageResult, params, searchParams } = props
  const { req } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      {children}
    </DefaultTemplate>
  )
}

/** The path segments after /admin, e.g. ['podcast', 'episodes', '12', 'edit']. */
export const segmentsOf = (props: AdminViewServerProps): string[] => {
  const segments = props.params?.segments
  return Array.isArray(segments) ? segments : typeof segments === 'string' ? [segments] : []
}

/** The admin page being rendered, as a same-site path with its query, e.g. /admin/brand-settings. */
export const adminPathOf = (props: AdminViewServerProps): string => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(props.searchParams ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') query.append(key, item)
  }
  const search = query.toString()
  return `/admin/${segmentsOf(props).join('/')}${search ? `?${search}` : ''}`
}
