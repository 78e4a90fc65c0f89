'use client'

import { Button } from '@payloadcms/ui'
import { useMutation } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { postJson } from '@/lib/http/client'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import layout from '../shared/layout.module.css'
import { ADMIN_ROUTES } from '../shared/session'
import { showToast } from '../shared/toast'
import { SubscriberCounters } from '../subscribers/SubscriberCounters'
import { DashboardTabs } from './DashboardTabs'
import type { DashboardTabKey } from './tabs'

export interface DashboardProps {
  username: string
  initialTab: DashboardTabKey
}

/** /admin/dashboard: welcome line, Logout, subscriber counters, the tabs. */
export function Dashboard({ username, initialTab }: DashboardProps) {
  const router = useRouter()
  const logout = useMutation({
    mutationFn: () => postJson('/api/auth/logout', {}),
    onSuccess: (result) => {
      if (!result.ok) {
        showToast({ title: ADMIN_TOASTS.logoutFailed, description: result.message ?? ADMIN_TOASTS.logoutFailed, variant: 'destructive' })
        return
      }
      showToast({ title: ADMIN_TOASTS.loggedOut })
      router.replace(ADMIN_ROUTES.login)
      router.refresh()
    },
  })

  return (
    <div className={layout.page}>
      <header className={layout.header}>
        <div>
          <h1 className={layout.title}>Headstash Dashboard</h1>
          <p className={layout.subtitle}>Welcome back, {username}</p>
        </div>
        {/* Stays disabled after a successful logout, while the router leaves for the login. */}
        <Button
          buttonStyle="secondary"
          margin={false}
          disabled={logout.isPending || logout.data?.ok === true}
          onClick={() => logout.mutate()}
        >
          Logout
        </Button>
      </header>
      <SubscriberCounters />
      <DashboardTabs initialTab={initialTab} />
    </div>
  )
}
