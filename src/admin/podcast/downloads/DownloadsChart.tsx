'use client'

import { DailyBarChart } from '../../shared/DailyBarChart'

/** Days the chart spans at most (the most recent ones); the table lists every day. */
export const CHART_DAYS = 90

const DAY_MS = 86_400_000

interface DailyDownloads {
  date: string
  downloads: number
}

/** Every UTC day from the first to the last with downloads (at most CHART_DAYS), zero where none. */
export function dailySeries(byDay: DailyDownloads[]): DailyDownloads[] {
  const last = byDay[byDay.length - 1]
  if (!last) return []
  const counts = new Map(byDay.map((day) => [day.date, day.downloads]))
  const end = Date.parse(`${last.date}T00:00:00Z`)
  const start = Math.max(Date.parse(`${byDay[0]?.date}T00:00:00Z`), end - (CHART_DAYS - 1) * DAY_MS)
  const days: DailyDownloads[] = []
  for (let time = start; time <= end; time += DAY_MS) {
    const date = new Date(time).toISOString().slice(0, 10)
    days.push({ date, downloads: counts.get(date) ?? 0 })
  }
  return days
}

const DOWNLOADS_SERIES = [{ label: 'Downloads', color: 'var(--theme-success-500, #16a34a)', value: (day: DailyDownloads) => day.downloads }]

/** Bars of downloads per day; the table beside it lists every value. */
export function DownloadsChart({ days, title }: { days: DailyDownloads[]; title: string }) {
  return (
    <DailyBarChart
      id="downloads-chart"
      title={title}
      describe={(max) =>
        `Downloads per day from ${days[0]?.date} to ${days[days.length - 1]?.date}; the highest daily count is ${max}. The table below lists every day.`
      }
      days={days}
      dayOf={(day) => day.date}
      series={DOWNLOADS_SERIES}
    />
  )
}
