'use client'

import { type FormEvent, useActionState, useId, useState } from 'react'
import { Honeypot, honeypotValue } from '@/components/ui/Honeypot'
import { useToast } from '@/components/ui/toast'
import { newsletterSubscribeEvent, trackEvent } from '@/lib/analytics'
import { postJson } from '@/lib/http/client'
import { IDLE_FORM, keptValue } from '@/lib/forms/form-state'
import { useFormPermalinkTo } from '@/lib/forms/permalink'
import { subscribeAction } from '@/lib/newsletter/actions'
import { NEWSLETTER_MESSAGES, passesNewsletterClientCheck, subscribedToast } from '@/lib/newsletter/texts'

export const NEWSLETTER_SUBSCRIBE_URL = '/api/newsletter/subscribe'

export interface NewsletterFormProps {
  /** Failure toast title; the episode page passes NEWSLETTER_MESSAGES.episodeFailureTitle. */
  failureTitle?: string
  /** Shown when the server gives no message; the episode page passes NEWSLETTER_MESSAGES.episodeFailureFallback. */
  failureFallback?: string
  /** When set, a successful subscription reports `newsletter_subscribe` with this label. */
  analyticsLabel?: string
  /** `onDark` for forms placed on the dark brand bands, whatever the visitor's theme. */
  tone?: 'default' | 'onDark'
  className?: string
}

export function NewsletterForm({
  failureTitle = NEWSLETTER_MESSAGES.failureTitle,
  failureFallback = NEWSLETTER_MESSAGES.failureFallback,
  analyticsLabel,
  tone = 'default',
  className = '',
}: NewsletterFormProps) {
  const inputId = useId()
  const formId = useId()
  const { toast } = useToast()
  // Without JavaScript the form posts to subscribeAction and the page comes back with its answer, in
  // this form only when the page has several.
  const [answer, formAction] = useActionState(subscribeAction, IDLE_FORM, useFormPermalinkTo(formId))
  const [email, setEmail] = useState(keptValue(answer, 'email') ?? '')
  const [submitting, setSubmitting] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (submitting) return
    if (!passesNewsletterClientCheck(email)) {
      toast({ title: NEWSLETTER_MESSAGES.invalidTitle, description: NEWSLETTER_MESSAGES.invalidEmail, variant: 'destructive' })
      return
    }
    setSubmitting(true)
    const result = await postJson(NEWSLETTER_SUBSCRIBE_URL, { email, ...honeypotValue(form) })
    setSubmitting(false)
    if (result.ok) {
      setEmail('')
      toast(subscribedToast(result.data))
      if (analyticsLabel) trackEvent(newsletterSubscribeEvent(analyticsLabel))
    } else {
      toast({ title: failureTitle, description: result.message ?? failureFallback, variant: 'destructive' })
    }
  }

  const inputTone =
    tone === 'onDark'
      ? 'border-smoke-700 bg-smoke-950/70 text-stone-100 placeholder:text-stone-400'
      : 'border-stone-300 bg-white text-stone-900 placeholder:text-stone-500 dark:border-smoke-700 dark:bg-smoke-900 dark:text-stone-100 dark:placeholder:text-stone-400'

  return (
    // The contract's own check (non-empty, contains "@") decides and answers with a toast, so the
    // browser's validation bubble is switched off; required and type=email still inform assistive tech.
    // With JavaScript onSubmit takes the submission (JSON and a toast) and the action never runs.
    <form
      id={formId}
      noValidate
      action={formAction}
      onSubmit={onSubmit}
      className={`relative flex w-full flex-col gap-3 sm:flex-row ${answer.status === 'idle' ? '' : 'sm:flex-wrap'} ${className}`}
    >
      {answer.status !== 'idle' ? (
        <p role={answer.status === 'success' ? 'status' : 'alert'} className="w-full text-sm sm:order-last sm:basis-full">
          {/* The episode page's own failure title replaces the default one, as in its toast. */}
          <strong>{answer.title === NEWSLETTER_MESSAGES.failureTitle ? failureTitle : answer.title}</strong> {answer.message}
        </p>
      ) : null}
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={`min-h-12 w-full min-w-0 flex-1 rounded-full border px-5 text-base ${inputTone}`}
      />
      <Honeypot />
      <button
        type="submit"
        disabled={submitting}
        className="min-h-12 shrink-0 rounded-full bg-ember-500 px-6 font-semibold text-white transition-colors hover:bg-ember-600 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {submitting ? 'Tapping In...' : 'Tap In'}
      </button>
    </form>
  )
}
