'use client'

import type React from 'react'
import { ToastProvider } from '@/components/ui/toast'
import { ConnectionBanner } from './ConnectionBanner'
import styles from './toast.module.css'

/**
 * Registered as a Payload admin provider, so one toast outlives client navigation between the
 * custom views (login → dashboard, logout → login). The public toast's Tailwind classes do nothing
 * here (Tailwind is loaded only by the public layout), hence the scoped stylesheet. The connection
 * banner lives here for the same reason: it must survive navigation between admin views.
 */
export function AdminToastProvider({ children }: { children?: React.ReactNode }) {
  return (
    <div className={styles.scope}>
      <ConnectionBanner />
      <ToastProvider>{children}</ToastProvider>
    </div>
  )
}
