'use client'

import { ServerErrorNotice } from '@/components/ui/ServerErrorNotice'

/**
 * Errors that escape a root layout, e.g. Payload's admin layout when Postgres is unreachable (it loads
 * the session and the first-user check before any view renders). Without this, staff saw Next's bare
 * "This page couldn't load"; now an outage says "retrying" and the page reloads when the server is back.
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body>
        <ServerErrorNotice />
      </body>
    </html>
  )
}
