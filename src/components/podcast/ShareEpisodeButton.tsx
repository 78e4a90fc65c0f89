'use client'

import { useState } from 'react'
import { useToast } from '@/components/ui/toast'
import { SHARE_MESSAGES, shareOrCopy } from '@/lib/podcast/share'

export function ShareEpisodeButton({ title, summary }: { title: string; summary: string }) {
  const { toast } = useToast()
  const [busy, setBusy] = useState(false)

  async function onShare() {
    setBusy(true)
    // The address the visitor is on, so a share from either podcast address keeps that address.
    const outcome = await shareOrCopy(navigator, { title, text: summary, url: window.location.href })
    setBusy(false)
    if (outcome === 'shared') toast({ title: SHARE_MESSAGES.sharedTitle, description: 'Thanks for passing it on.' })
    else if (outcome === 'copied') toast({ title: SHARE_MESSAGES.copiedTitle, description: 'The episode link is on your clipboard.' })
    else if (outcome === 'failed') toast({ title: SHARE_MESSAGES.failedTitle, description: SHARE_MESSAGES.failed, variant: 'destructive' })
  }

  return (
    <button
      type="button"
      onClick={onShare}
      disabled={busy}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-stone-500 px-5 py-2 font-semibold text-stone-100 transition hover:border-ember-400 hover:text-ember-300 disabled:opacity-60"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      Share Episode
    </button>
  )
}
