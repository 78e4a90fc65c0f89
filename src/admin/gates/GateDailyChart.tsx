'use client'

import chart from '../shared/chart.module.css'

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

const CHART = { width: 640, height: 220, left: 36, right: 8, top: 10, bottom: 28 }

/** Grouped bars per day. Screen readers get the summary and the table below instead of the shapes. */
export function DailyChart({ daily, gateName }: { daily: GateAnalytics['daily']; gateName: string }) {
  const max = Math.max(1, ...daily.flatMap((day) => SERIES.map(({ key }) => day[key])))
  const plotWidth = CHART.width - CHART.left - CHART.right
  const plotHeight = CHART.height - CHART.top - CHART.bottom
  const slot = plotWidth / daily.length
  const bar = Math.max(1, (slot * 0.8) / SERIES.length)
  const y = (value: number) => CHART.top + plotHeight - (value / max) * plotHeight
  // Label only a handful of days so the dates never overlap.
  const labelEvery = Math.ceil(daily.length / 6)
  return (
    <svg
      className={chart.chart}
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      role="img"
      aria-labelledby="gate-chart-title gate-chart-desc"
    >
      <title id="gate-chart-title">{`Daily interactions for ${gateName}`}</title>
      <desc id="gate-chart-desc">
        {`Bars for shown, subscribed and dismissed per day from ${daily[0]?.day} to ${daily[daily.length - 1]?.day}; the highest daily count is ${max}. The table below lists every value.`}
      </desc>
      <line x1={CHART.left} x2={CHART.width - CHART.right} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.4} />
      <text x={CHART.left - 6} y={y(max) + 4} textAnchor="end" fontSize={11} fill="currentColor">
        {max}
      </text>
      <text x={CHART.left - 6} y={y(0)} textAnchor="end" fontSize={11} fill="currentColor">
        0
      </text>
      {daily.map((day, index) => {
        const x0 = CHART.left + index * slot + slot * 0.1
        return (
          <g key={day.day}>
            {SERIES.map(({ key, color }, seriesIndex) => (
              <rect key={key} x={x0 + seriesIndex * bar} y={y(day[key])} width={bar} height={y(0) - y(day[key])} fill={color} />
            ))}
            {index % labelEvery === 0 ? (
              <text x={x0 + (bar * SERIES.length) / 2} y={CHART.height - 8} textAnchor="middle" fontSize={11} fill="currentColor">
                {day.day.slice(5)}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}
