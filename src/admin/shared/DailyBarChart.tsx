'use client'

import chart from './chart.module.css'

export interface ChartSeries<T> {
  label: string
  color: string
  value: (day: T) => number
}

interface Props<T> {
  /** Prefix of the title and description ids (unique on the page). */
  id: string
  title: string
  /** What the bars say, for screen readers, given the tallest bar's value; a table beside the chart lists every day. */
  describe: (max: number) => string
  days: readonly T[]
  /** The day of a point, as YYYY-MM-DD. */
  dayOf: (day: T) => string
  series: readonly ChartSeries<T>[]
  /** Bars side by side per day, or one bar per day with the series on top of each other. */
  arrangement?: 'grouped' | 'stacked'
  height?: number
}

const FRAME = { width: 640, left: 36, right: 8, top: 10, bottom: 28 }

/**
 * The admin's bars per day (gate analytics, the review queue, podcast downloads): an SVG with a title
 * and a description, the zero line and the top value, and a handful of dates so labels never overlap;
 * with more than one series, a legend above it.
 * Screen readers get the title and description instead of the shapes.
 */
export function DailyBarChart<T>({ id, title, describe, days, dayOf, series, arrangement = 'grouped', height = 200 }: Props<T>) {
  const values = days.map((day) => series.map(({ value }) => value(day)))
  const tallest = (row: number[]) => (arrangement === 'stacked' ? row.reduce((sum, value) => sum + value, 0) : Math.max(0, ...row))
  const max = Math.max(1, ...values.map(tallest))
  const plotWidth = FRAME.width - FRAME.left - FRAME.right
  const plotHeight = height - FRAME.top - FRAME.bottom
  const slot = plotWidth / Math.max(1, days.length)
  const y = (value: number) => FRAME.top + plotHeight - (value / max) * plotHeight
  const groupWidth = Math.max(1, slot * 0.8)
  const barWidth = arrangement === 'stacked' ? groupWidth : Math.max(1, groupWidth / series.length)
  const labelEvery = Math.ceil(days.length / 6)
  return (
    <>
      {series.length > 1 ? (
        // The colours' names; screen readers read the series from the description and the table instead.
        <ul className={chart.legend} aria-hidden="true">
          {series.map(({ label, color }) => (
            <li key={label}>
              <span className={chart.swatch} style={{ background: color }} />
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      <svg className={chart.chart} viewBox={`0 0 ${FRAME.width} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{describe(max)}</desc>
        <line x1={FRAME.left} x2={FRAME.width - FRAME.right} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.4} />
        <text x={FRAME.left - 6} y={y(max) + 4} textAnchor="end" fontSize={11} fill="currentColor">
          {max}
        </text>
        <text x={FRAME.left - 6} y={y(0)} textAnchor="end" fontSize={11} fill="currentColor">
          0
        </text>
        {days.map((day, index) => {
          const x = FRAME.left + index * slot + slot * 0.1
          const row = values[index] ?? []
          // Stacked: each series starts where the ones before it end.
          const bases = row.map((_, seriesIndex) =>
            arrangement === 'stacked' ? row.slice(0, seriesIndex).reduce((sum, value) => sum + value, 0) : 0,
          )
          return (
            <g key={dayOf(day)}>
              {series.map(({ label, color }, seriesIndex) => {
                const base = bases[seriesIndex] ?? 0
                const top = base + (row[seriesIndex] ?? 0)
                return (
                  <rect
                    key={label}
                    x={arrangement === 'stacked' ? x : x + seriesIndex * barWidth}
                    y={y(top)}
                    width={barWidth}
                    height={y(base) - y(top)}
                    fill={color}
                  />
                )
              })}
              {index % labelEvery === 0 ? (
                <text x={x + groupWidth / 2} y={height - 8} textAnchor="middle" fontSize={11} fill="currentColor">
                  {dayOf(day).slice(5)}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
    </>
  )
}
