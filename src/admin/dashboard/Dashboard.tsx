'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { postJson } from '@/lib/http/client'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import layout from '../shared/layout.module.css'
import { useAdminMutation } from '../shared/mutation'
import { ADMIN_ROUTES } from '../shared/session'
import { QueueHealth } from '../moderation/QueueHealth'
import { SubscriberCounters } from '../subscribers/SubscriberCounters'
import { DashboardTabs } from './DashboardTabs'
import type { DashboardTabKey } from './tabs'

export interface DashboardProps {
  username: string
  initialTab: DashboardTabKey
}

/** /admin/dashboard: welcome line, Logout, subscriber counters, the review queue's health, the tabs. */
export function Dashboard({ username, initialTab }: DashboardProps) {
  const router = useRouter()
  const logout = useAdminMutation({
    request: () => postJson('/api/auth/logout', {}),
    failure: { title: ADMIN_TOASTS.logoutFailed, fallback: ADMIN_TOASTS.logoutFailed },
    success: { title: ADMIN_TOASTS.loggedOut },
    onSuccess: () => {
      router.replace(ADMIN_ROUTES.login)
      router.refresh()
    },
  })

  return (
    <>
      <header className={layout.header}>
        <div>
          <h1 className={layout.title}>Headstash Dashboard</h1>
          <p className={layout.subtitle}>Welcome back, {username}</p>
        </div>
        {/* Stays disabled after a successful logout, while the router leaves for the login. */}
        <Button buttonStyle="secondary" margin={false} disabled={logout.isPending || logout.isSuccess} onClick={() => logout.mutate()}>
          Logout
        </Button>
      </header>
      <SubscriberCounters />
      <QueueHealth />
      <DashboardTabs initialTab={initialTab} />
    </>
  )
}
