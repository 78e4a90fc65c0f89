import type { SubscriberStatus } from '@/lib/newsletter/schema'

/**
 * The dashboard's counters. Each status is counted by itself: a pending address (not yet confirmed
 * under double opt-in) is neither active nor inactive, so "inactive" is never "total minus active".
 */
export function subscriberCounters(subscribers: ReadonlyArray<{ status: SubscriberStatus }>) {
  const count = (status: SubscriberStatus) => subscribers.filter((subscriber) => subscriber.status === status).length
  return [
    { label: 'Total Subscribers', value: subscribers.length },
    { label: 'Active Subscribers', value: count('active') },
    { label: 'Pending Subscribers', value: count('pending') },
    { label: 'Inactive Subscribers', value: count('inactive') },
  ]
}
