'use client'

import type React from 'react'
import { ConnectionBanner } from './ConnectionBanner'

/**
 * Registered as a Payload admin provider, so the connection banner survives client navigation
 * between the custom views (login → dashboard, logout → login). Toasts need nothing here: Payload's
 * root provider already renders the toaster that `shared/toast.ts` talks to.
 */
export function AdminProviders({ children }: { children?: React.ReactNode }) {
  return (
    <>
      <ConnectionBanner />
      {children}
    </>
  )
}
