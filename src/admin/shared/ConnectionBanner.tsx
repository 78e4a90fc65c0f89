'use client'

import { useEffect, useState } from 'react'
import { SERVER_UNAVAILABLE_EVENT } from '@/lib/http/client'
import { CONNECTION_BANNER_TEXT, RETRY_AFTER_SECONDS } from '@/lib/http/messages'
import layout from './layout.module.css'

/**
 * While the server or its database cannot be reached (a failed fetch, or a 503 from the API), staff
 * stay where they are and see this banner instead of being sent to the login; it polls the readiness
 * probe and disappears once the server answers again. Unsaved work in open forms survives the outage.
 */
export function ConnectionBanner() {
  const [unreachable, setUnreachable] = useState(false)

  useEffect(() => {
    const onUnavailable = () => setUnreachable(true)
    window.addEventListener(SERVER_UNAVAILABLE_EVENT, onUnavailable)
    return () => window.removeEventListener(SERVER_UNAVAILABLE_EVENT, onUnavailable)
  }, [])

  useEffect(() => {
    if (!unreachable) return
    const timer = window.setInterval(() => {
      fetch('/api/ready', { cache: 'no-store' })
        .then((response) => {
          if (response.ok) setUnreachable(false)
        })
        .catch(() => undefined)
    }, RETRY_AFTER_SECONDS * 1000)
    return () => window.clearInterval(timer)
  }, [unreachable])

  if (!unreachable) return null
  return (
    <div role="status" aria-live="polite" className={layout.connectionBanner}>
      {CONNECTION_BANNER_TEXT}
    </div>
  )
}
