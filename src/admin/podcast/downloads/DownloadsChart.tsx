'use client'

import chart from './downloads.module.css'

/** Days the chart spans at most (the most recent ones); the table lists every day. */
export const CHART_DAYS = 90

const CHART = { width: 640, height: 200, left: 36, right: 8, top: 10, bottom: 28 }
const DAY_MS = 86_400_000

/** Every UTC day from the first to the last with downloads (at most CHART_DAYS), zero where none. */
export function dailySeries(byDay: { date: string; downloads: number }[]): { date: string; downloads: number }[] {
  const last = byDay[byDay.length - 1]
  if (!last) return []
  const counts = new Map(byDay.map((day) => [day.date, day.downloads]))
  const end = Date.parse(`${last.date}T00:00:00Z`)
  const start = Math.max(Date.parse(`${byDay[0]?.date}T00:00:00Z`), end - (CHART_DAYS - 1) * DAY_MS)
  const days: { date: string; downloads: number }[] = []
  for (let time = start; time <= end; time += DAY_MS) {
    const date = new Date(time).toISOString().slice(0, 10)
    days.push({ date, downloads: counts.get(date) ?? 0 })
  }
  return days
}

/** Bars of downloads per day. Screen readers get the summary; the table beside it lists every value. */
export function DownloadsChart({ days, title }: { days: { date: string; downloads: number }[]; title: string }) {
  const max = Math.max(1, ...days.map((day) => day.downloads))
  const plotWidth = CHART.width - CHART.left - CHART.right
  const plotHeight = CHART.height - CHART.top - CHART.bottom
  const slot = plotWidth / Math.max(1, days.length)
  const y = (value: number) => CHART.top + plotHeight - (value / max) * plotHeight
  // Label only a handful of days so the dates never overlap.
  const labelEvery = Math.ceil(days.length / 6)
  return (
    <svg
      className={chart.chart}
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      role="img"
      aria-labelledby="downloads-chart-title downloads-chart-desc"
    >
      <title id="downloads-chart-title">{title}</title>
      <desc id="downloads-chart-desc">
        {`Downloads per day from ${days[0]?.date} to ${days[days.length - 1]?.date}; the highest daily count is ${max}. The table below lists every day.`}
      </desc>
      <line x1={CHART.left} x2={CHART.width - CHART.right} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.4} />
      <text x={CHART.left - 6} y={y(max) + 4} textAnchor="end" fontSize={11} fill="currentColor">
        {max}
      </text>
      <text x={CHART.left - 6} y={y(0)} textAnchor="end" fontSize={11} fill="currentColor">
        0
      </text>
      {days.map((day, index) => {
        const x = CHART.left + index * slot + slot * 0.1
        return (
          <g key={day.date}>
            <rect className={chart.bar} x={x} y={y(day.downloads)} width={Math.max(1, slot * 0.8)} height={y(0) - y(day.downloads)} />
            {index % labelEvery === 0 ? (
              <text x={x + slot * 0.4} y={CHART.height - 8} textAnchor="middle" fontSize={11} fill="currentColor">
                {day.date.slice(5)}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}
