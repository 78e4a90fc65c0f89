'use client'

import type React from 'react'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

/** Each toast shows for 5 seconds; a rightward swipe of 50 px dismisses it; F8 focuses the region. */
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_HOTKEY = 'F8'

export type ToastVariant = 'default' | 'destructive'

export interface ToastOptions {
  title: string
  description?: string
  variant?: ToastVariant
}

interface ToastState extends ToastOptions {
  id: number
}

interface ToastContextValue {
  toast: (options: ToastOptions) => void
  dismiss: () => void
}

const ToastContext = createContext<ToastContextValue | null>(null)

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-stone-200 bg-white text-stone-900 dark:border-smoke-700 dark:bg-smoke-800 dark:text-stone-100',
  destructive: 'border-red-700 bg-red-700 text-white dark:border-red-600 dark:bg-red-800',
}

/**
 * Holds at most one toast at a time: showing a new toast replaces the current one instead of
 * stacking, so a fast double submit never buries the latest outcome. Written on the platform rather
 * than with a toast library, which cost every public page more script than the rest of the layout
 * (docs/decisions.md#byte-budgets); it keeps what the library gave: a labelled region F8 focuses, a live
 * announcement (assertive for failures), a timer that waits while the pointer or focus is on the
 * toast, Escape and a rightward swipe to dismiss.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null)
  const list = useRef<HTMLOListElement>(null)

  const toast = useCallback((options: ToastOptions) => {
    // A fresh id remounts the toast, which restarts its 5 s timer for the new message.
    setCurrent((previous) => ({ ...options, id: (previous?.id ?? 0) + 1 }))
  }, [])
  const dismiss = useCallback(() => setCurrent(null), [])
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) list.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section aria-label={`Notifications (${TOAST_HOTKEY})`} tabIndex={-1} className="pointer-events-none">
        <ol
          ref={list}
          tabIndex={-1}
          className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
        >
          {current ? <Toast key={current.id} toast={current} onDismiss={dismiss} /> : null}
        </ol>
      </section>
    </ToastContext.Provider>
  )
}

function Toast({ toast, onDismiss }: { toast: ToastState; onDismiss: () => void }) {
  const variant = toast.variant ?? 'default'
  const [paused, setPaused] = useState(false)
  const [swipe, setSwipe] = useState<{ start: number; dx: number } | null>(null)
  const remaining = useRef(TOAST_DURATION_MS)

  useEffect(() => {
    if (paused) return
    const started = Date.now()
    const timer = window.setTimeout(onDismiss, remaining.current)
    return () => {
      window.clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [paused, onDismiss])

  return (
    <li
      role="status"
      aria-live={variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      tabIndex={0}
      data-variant={variant}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss()
      }}
      onPointerDown={(event) => setSwipe({ start: event.clientX, dx: 0 })}
      onPointerMove={(event) => {
        if (swipe) setSwipe({ start: swipe.start, dx: Math.max(0, event.clientX - swipe.start) })
      }}
      onPointerUp={() => {
        if (swipe && swipe.dx > TOAST_SWIPE_THRESHOLD_PX) onDismiss()
        setSwipe(null)
      }}
      onPointerCancel={() => setSwipe(null)}
      style={swipe?.dx ? { transform: `translateX(${swipe.dx}px)`, transition: 'none' } : undefined}
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg transition-all motion-safe:animate-[toast-in_200ms_ease-out] ${VARIANT_CLASSES[variant]}`}
    >
      <div className="grid gap-1">
        <div className="text-sm font-semibold">{toast.title}</div>
        {toast.description ? <div className="text-sm opacity-90">{toast.description}</div> : null}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={onDismiss}
        className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  )
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext)
  if (!context) throw new Error('useToast must be used inside <ToastProvider>')
  return context
}
