'use client'

import * as RadixToast from '@radix-ui/react-toast'
import type React from 'react'
import { createContext, useCallback, useContext, useMemo, useState } from 'react'

/** Each toast shows for 5 seconds; a rightward swipe of 50 px dismisses it; F8 focuses the region. */
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_HOTKEY = ['F8']

export type ToastVariant = 'default' | 'destructive'

export interface ToastOptions {
  title: string
  description?: string
  variant?: ToastVariant
}

interface ToastState extends ToastOptions {
  id: number
  open: boolean
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
 * stacking, so a fast double submit never buries the latest outcome.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null)

  const toast = useCallback((options: ToastOptions) => {
    // A fresh id remounts the Radix toast, which restarts its 5 s timer for the new message.
    setCurrent((previous) => ({ ...options, id: (previous?.id ?? 0) + 1, open: true }))
  }, [])

  const dismiss = useCallback(() => {
    setCurrent((previous) => (previous ? { ...previous, open: false } : previous))
  }, [])

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss])
  const variant = current?.variant ?? 'default'

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
        {children}
        {current ? (
          <RadixToast.Root
            key={current.id}
            open={current.open}
            onOpenChange={(open) => {
              if (!open) dismiss()
            }}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={variant}
            className={`group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg transition-all data-[state=closed]:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none motion-safe:data-[state=open]:animate-[toast-in_200ms_ease-out] ${VARIANT_CLASSES[variant]}`}
          >
            <div className="grid gap-1">
              <RadixToast.Title className="text-sm font-semibold">{current.title}</RadixToast.Title>
              {current.description ? (
                <RadixToast.Description className="text-sm opacity-90">{current.description}</RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close
              aria-label="Close notification"
              className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
              </svg>
            </RadixToast.Close>
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport
          hotkey={TOAST_HOTKEY}
          className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-[420px]"
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  )
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext)
  if (!context) throw new Error('useToast must be used inside <ToastProvider>')
  return context
}
