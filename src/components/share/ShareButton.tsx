'use client'

import { useState } from 'react'
import { useToast } from '@/components/ui/toast'
import { type ShareMessages, shareOrCopy } from '@/lib/podcast/share'

/**
 * Share the page the visitor is on: system share sheet → copy the link → error toast, each step only
 * when the one before fails (used by episodes and finds alike). The current address is shared, so either
 * route family keeps its own.
 */
export function ShareButton({
  label,
  title,
  text,
  messages,
  className,
}: {
  label: string
  title: string
  text?: string
  messages: ShareMessages
  className: string
}) {
  const { toast } = useToast()
  const [busy, setBusy] = useState(false)

  async function onShare() {
    setBusy(true)
    const outcome = await shareOrCopy(navigator, { title, text, url: window.location.href })
    setBusy(false)
    if (outcome === 'shared') toast({ title: messages.sharedTitle, description: 'Thanks for passing it on.' })
    else if (outcome === 'copied') toast({ title: messages.copiedTitle, description: messages.copied })
    else if (outcome === 'failed') toast({ title: messages.failedTitle, description: messages.failed, variant: 'destructive' })
  }

  return (
    <button type="button" onClick={onShare} disabled={busy} className={className}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {label}
    </button>
  )
}
