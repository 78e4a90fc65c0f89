import { describe, expect, it } from 'vitest'
import { subscriberCounters } from '@/lib/newsletter/counters'

describe('subscriber counters', () => {
  it('count Active, Pending and Inactive apart; a pending address is not counted as inactive', () => {
    const statuses = ['active', 'active', 'pending', 'inactive', 'pending', 'pending'] as const
    expect(subscriberCounters(statuses.map((status) => ({ status })))).toEqual([
      { label: 'Total Subscribers', value: 6 },
      { label: 'Active Subscribers', value: 2 },
      { label: 'Pending Subscribers', value: 3 },
      { label: 'Inactive Subscribers', value: 1 },
    ])
  })
})
