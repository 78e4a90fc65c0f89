import { describe, expect, it } from 'vitest'
import { subscriberCounters } from '@/lib/newsletter/counters'

describe('subscriber counters', () => {
  it('count Active, Pending and Inactive apart; a pending address is not counted as inactive', () => {
    expect(subscriberCounters({ active: 2, pending: 3, inactive: 1 })).toEqual([
      { label: 'Total Subscribers', value: 6 },
      { label: 'Active Subscribers', value: 2 },
      { label: 'Pending Subscribers', value: 3 },
      { label: 'Inactive Subscribers', value: 1 },
    ])
  })
})
