'use client'

import styles from './ProgressBar.module.css'

interface ProgressBarProps {
  /** Accessible name, e.g. the file being uploaded. */
  label: string
  /** 0 to 100; omitted while the amount of work left is unknown (the server is processing). */
  value?: number
  /** Spoken instead of a percentage while indeterminate, e.g. "Importing…". */
  valueText?: string
}

/** Determinate or indeterminate bar; an indeterminate bar has no aria-valuenow, as ARIA requires. */
export function ProgressBar({ label, value, valueText }: ProgressBarProps) {
  const determinate = value !== undefined
  const percent = determinate ? Math.round(Math.min(100, Math.max(0, value))) : undefined
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={determinate ? `${percent}%` : valueText}
      className={styles.track}
      data-indeterminate={determinate ? undefined : 'true'}
    >
      <div className={styles.fill} style={determinate ? { width: `${percent}%` } : undefined} />
    </div>
  )
}
