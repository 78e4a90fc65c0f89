'use client'

import type React from 'react'
import { ToastProvider } from '@/components/ui/toast'
import styles from './admin.module.css'

/**
 * Payload's admin layout has no toast provider and no Tailwind, so each custom screen brings its own
 * provider and the scope class that styles the toast (see admin.module.css).
 */
export function AdminClientShell({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.shell}>
      <ToastProvider>{children}</ToastProvider>
    </div>
  )
}
