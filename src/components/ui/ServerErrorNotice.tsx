'use client'

import { useEffect, useState } from 'react'
import { CONNECTION_BANNER_TEXT, GENERIC_SERVER_ERROR, RETRY_AFTER_SECONDS } from '@/lib/http/messages'

/**
 * What a page that failed to render says. While the database is down (the readiness probe answers
 * 503) that is an outage, not an error and never a sign-out: the notice says so, keeps polling, and
 * reloads the page once the server is ready again. Otherwise it is a plain error with a reload button.
 */
export function ServerErrorNotice() {
  const [state, setState] = useState<'checking' | 'outage' | 'error'>('checking')

  useEffect(() => {
    let cancelled = false
    let wasDown = false
    const check = async () => {
      const ready = await fetch('/api/ready', { cache: 'no-store' }).then(
        (response) => response.ok,
        () => false,
      )
      if (cancelled) return
      if (!ready) {
        wasDown = true
        setState('outage')
      } else if (wasDown) window.location.reload()
      else setState('error')
    }
    void check()
    const timer = window.setInterval(() => {
      if (wasDown) void check()
    }, RETRY_AFTER_SECONDS * 1000)
    return () => {
      cancelled = true
      window.clearInterval(timer)
    }
  }, [])

  if (state === 'checking') return null
  return (
    <div
      role={state === 'outage' ? 'status' : 'alert'}
      aria-live="polite"
      style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}
    >
      <p style={{ fontWeight: 600 }}>{state === 'outage' ? CONNECTION_BANNER_TEXT : GENERIC_SERVER_ERROR}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  )
}
