'use client'

import { subscriberCounters } from '@/lib/newsletter/counters'
import layout from '../shared/layout.module.css'
import { useSubscribers } from './api'

/** The dashboard's subscriber counters: the total, then each status on its own. */
export function SubscriberCounters() {
  const { data: subscribers } = useSubscribers()
  return (
    <section className={layout.stats} aria-label="Newsletter subscribers">
      {subscriberCounters(subscribers ?? []).map(({ label, value }) => (
        <div key={label} className={layout.stat}>
          <p className={layout.statLabel}>{label}</p>
          <p className={layout.statValue}>{subscribers ? value : '–'}</p>
        </div>
      ))}
    </section>
  )
}
