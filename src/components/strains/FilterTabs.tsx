'use client'

import { type KeyboardEvent, useRef } from 'react'
import { chipActive, chipBase, chipIdle } from '../ui/button-classes'

interface Props<Value extends string> {
  label: string
  /** The query parameter a tab submits in the form around it (the view without JavaScript). */
  name: string
  options: ReadonlyArray<{ value: Value; label: string }>
  value: Value
  onChange: (value: Value) => void
  controls: string
}

/**
 * A tab list (WAI-ARIA tabs pattern): one tab stop, arrow keys and Home/End move and select. Each tab
 * is a submit button of the form around it (`name`=its value), so without JavaScript it loads the view.
 */
export function FilterTabs<Value extends string>({ label, name, options, value, onChange, controls }: Props<Value>) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([])

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = options.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const option = options[next]
    if (!option) return
    onChange(option.value)
    tabs.current[next]?.focus()
  }

  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option, index) => {
        const selected = option.value === value
        return (
          <button
            key={option.value}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="submit"
            name={name}
            value={option.value}
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={(event) => {
              event.preventDefault()
              onChange(option.value)
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`${chipBase} ${selected ? chipActive : chipIdle}`}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}
