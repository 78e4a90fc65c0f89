'use client'

import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { Honeypot, honeypotValue } from '@/components/ui/Honeypot'
import { useToast } from '@/components/ui/toast'
import type { PublicGate } from '@/lib/gates/queries'
import { NEWSLETTER_MESSAGES, passesNewsletterClientCheck } from '@/lib/newsletter/texts'
import { GATE_DEFAULTS } from '@/lib/gates/options'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select, textarea, [tabindex]:not([tabindex="-1"])'

interface GateDialogProps {
  gate: Pick<PublicGate, 'title' | 'description' | 'buttonText' | 'dismissText' | 'allowDismiss'>
  onDismiss: () => void
  onSubscribe: (email: string, honeypot: Record<string, string>) => Promise<void>
}

/**
 * The modal of a subscription gate: labelled by its title, focus moved inside, kept inside and given
 * back on close. Escape and a click on the backdrop dismiss it only when the gate allows dismissal;
 * otherwise subscribing is the only way out (docs/decisions.md#gates).
 */
export function GateDialog({ gate, onDismiss, onSubscribe }: GateDialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  const inputId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const { toast } = useToast()
  const [email, setEmail] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const allowDismiss = gate.allowDismiss ?? GATE_DEFAULTS.allowDismiss

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const { overflow } = document.documentElement.style
    // The page behind a modal must not scroll away under it.
    document.documentElement.style.overflow = 'hidden'
    inputRef.current?.focus()
    // Focus that lands outside (a script, an extension, the toast hotkey) is brought back inside.
    const keepFocusInside = (event: FocusEvent) => {
      if (dialogRef.current && event.target instanceof Node && !dialogRef.current.contains(event.target)) inputRef.current?.focus()
    }
    document.addEventListener('focusin', keepFocusInside)
    return () => {
      document.removeEventListener('focusin', keepFocusInside)
      document.documentElement.style.overflow = overflow
      if (previouslyFocused?.isConnected) previouslyFocused.focus()
    }
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      if (allowDismiss) onDismiss()
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    if (!passesNewsletterClientCheck(email)) {
      toast({ title: NEWSLETTER_MESSAGES.invalidTitle, description: NEWSLETTER_MESSAGES.invalidEmail, variant: 'destructive' })
      inputRef.current?.focus()
      return
    }
    setSubmitting(true)
    await onSubscribe(email.trim(), honeypotValue(event.currentTarget))
    setSubmitting(false)
  }

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      {/* The backdrop is a mouse convenience only; keyboard users have Escape and the dismiss button. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-smoke-950/80 backdrop-blur-sm"
        // Pressing on the backdrop would otherwise move focus out of the dialog to the page body.
        onMouseDown={(event) => event.preventDefault()}
        onClick={allowDismiss ? onDismiss : undefined}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
        className="relative w-full max-w-md rounded-2xl border border-smoke-700 bg-smoke-900 p-6 text-stone-100 shadow-2xl sm:p-8"
      >
        <h2 id={titleId} className="font-display text-2xl font-bold sm:text-3xl">
          {gate.title}
        </h2>
        <p id={descriptionId} className="mt-3 text-stone-300">
          {gate.description}
        </p>
        <form noValidate onSubmit={onSubmit} className="relative mt-6 flex flex-col gap-3">
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="min-h-12 w-full rounded-full border border-smoke-700 bg-smoke-950/70 px-5 text-base text-stone-100 placeholder:text-stone-400"
          />
          <Honeypot />
          <button
            type="submit"
            disabled={submitting}
            className="min-h-12 rounded-full bg-ember-500 px-6 font-semibold text-white transition-colors hover:bg-ember-600 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {submitting ? 'Tapping In...' : gate.buttonText || GATE_DEFAULTS.buttonText}
          </button>
        </form>
        {allowDismiss ? (
          <button
            type="button"
            onClick={onDismiss}
            className="mt-4 w-full rounded-full px-4 py-2 text-sm text-stone-400 underline-offset-4 hover:text-stone-200 hover:underline"
          >
            {gate.dismissText || GATE_DEFAULTS.dismissText}
          </button>
        ) : null}
      </div>
    </div>,
    document.body,
  )
}
