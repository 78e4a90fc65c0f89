import type { SubscriberStatus } from '@/lib/newsletter/schema'

/**
 * The dashboard's counters, from the number of subscribers in each status. Each status is counted by
 * itself: a pending address (not yet confirmed under double opt-in) is neither active nor inactive, so
 * "inactive" is never "total minus active".
 */
export function subscriberCounters(counts: Record<SubscriberStatus, number>) {
  return [
    { label: 'Total Subscribers', value: counts.active + counts.pending + counts.inactive },
    { label: 'Active Subscribers', value: counts.active },
    { label: 'Pending Subscribers', value: counts.pending },
    { label: 'Inactive Subscribers', value: counts.inactive },
  ]
}
