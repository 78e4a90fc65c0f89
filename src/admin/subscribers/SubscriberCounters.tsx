'use client'

import { subscriberCounters } from '@/lib/newsletter/counters'
import layout from '../shared/layout.module.css'
import { useSubscribers } from './api'

/** The dashboard's subscriber counters: the total, then each status on its own. */
export function SubscriberCounters() {
  const counts = useSubscribers().data?.pages[0]?.counts
  return (
    <section className={layout.stats} aria-label="Newsletter subscribers">
      {subscriberCounters(counts ?? { active: 0, pending: 0, inactive: 0 }).map(({ label, value }) => (
        <div key={label} className={layout.stat}>
          <p className={layout.statLabel}>{label}</p>
          <p className={layout.statValue}>{counts ? value : '–'}</p>
        </div>
      ))}
    </section>
  )
}
