'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import type React from 'react'
import { useState } from 'react'
import { ConnectionBanner } from './ConnectionBanner'
import { createAdminQueryClient } from './query'

/**
 * Registered as a Payload admin provider, so the connection banner survives client navigation
 * between the custom views (login → dashboard, logout → login). Toasts need nothing here: Payload's
 * root provider already renders the toaster that `shared/toast.ts` talks to. One query client for
 * the whole admin session, so a screen revisited through client navigation shows its cached data.
 */
export function AdminProviders({ children }: { children?: React.ReactNode }) {
  const [queryClient] = useState(createAdminQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionBanner />
      {children}
    </QueryClientProvider>
  )
}
