'use client'

import { DailyBarChart } from '../shared/DailyBarChart'

export interface GateAnalytics {
  totalShown: number
  totalSubscribed: number
  totalDismissed: number
  conversionRate: number
  daily: { day: string; shown: number; subscribed: number; dismissed: number }[]
}

type Series = 'shown' | 'subscribed' | 'dismissed'

export const SERIES: { key: Series; label: string; color: string }[] = [
  { key: 'shown', label: 'Shown', color: '#64748b' },
  { key: 'subscribed', label: 'Subscribed', color: '#16a34a' },
  { key: 'dismissed', label: 'Dismissed', color: '#dc2626' },
]

const BARS = SERIES.map(({ key, label, color }) => ({ label, color, value: (day: GateAnalytics['daily'][number]) => day[key] }))

/** Grouped bars per day. Screen readers get the summary and the table below instead of the shapes. */
export function DailyChart({ daily, gateName }: { daily: GateAnalytics['daily']; gateName: string }) {
  return (
    <DailyBarChart
      id="gate-chart"
      title={`Daily interactions for ${gateName}`}
      describe={(max) =>
        `Bars for shown, subscribed and dismissed per day from ${daily[0]?.day} to ${daily[daily.length - 1]?.day}; the highest daily count is ${max}. The table below lists every value.`
      }
      days={daily}
      dayOf={(day) => day.day}
      series={BARS}
      height={220}
    />
  )
}
