'use client'

import { useEffect } from 'react'
import { CONNECTION_BANNER_TEXT, RETRY_AFTER_SECONDS } from '@/lib/validation/availability'
import { ADMIN_ROUTES } from '../shared/session'
import styles from '../shared/connection.module.css'

/**
 * Shown on the login route instead of the form when the visitor has a session that could not be
 * checked because the database is down: they are not signed out, so nobody asks them to sign in again.
 * Once the server is ready again the dashboard loads with the same session.
 */
export function ServerUnavailableNotice() {
  useEffect(() => {
    const timer = window.setInterval(() => {
      fetch('/api/ready', { cache: 'no-store' })
        .then((response) => {
          if (response.ok) window.location.assign(ADMIN_ROUTES.dashboard)
        })
        .catch(() => undefined)
    }, RETRY_AFTER_SECONDS * 1000)
    return () => window.clearInterval(timer)
  }, [])

  return (
    <div role="status" aria-live="polite" className={styles.banner}>
      {CONNECTION_BANNER_TEXT}
    </div>
  )
}
