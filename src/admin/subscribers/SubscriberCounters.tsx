'use client'

import layout from '../shared/layout.module.css'
import { useSubscribers } from './api'

/** The dashboard's three counters (admin-area.txt section 2): total, active and inactive subscribers. */
export function SubscriberCounters() {
  const { data: subscribers } = useSubscribers()
  const active = subscribers?.filter((subscriber) => subscriber.isActive !== false).length ?? 0
  const total = subscribers?.length ?? 0
  const counters = [
    { label: 'Total Subscribers', value: total },
    { label: 'Active Subscribers', value: active },
    { label: 'Inactive Subscribers', value: total - active },
  ]
  return (
    <section className={layout.stats} aria-label="Newsletter subscribers">
      {counters.map(({ label, value }) => (
        <div key={label} className={layout.stat}>
          <p className={layout.statLabel}>{label}</p>
          <p className={layout.statValue}>{subscribers ? value : '–'}</p>
        </div>
      ))}
    </section>
  )
}
