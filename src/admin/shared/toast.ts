'use client'

import { toast as payloadToast } from '@payloadcms/ui'

/**
 * The admin's one notification channel: Payload's own toaster (sonner, rendered by Payload's root
 * provider on every admin view), so the custom screens need no provider and no restyling. The
 * `{ title, description, variant }` shape keeps a toast's title and text (all in ADMIN_TOASTS) in one
 * value that pure helpers can return.
 */
export interface AdminToast {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

export function showToast({ title, description, variant = 'default' }: AdminToast): void {
  const show = variant === 'destructive' ? payloadToast.error : payloadToast.success
  show(title, description ? { description } : undefined)
}
