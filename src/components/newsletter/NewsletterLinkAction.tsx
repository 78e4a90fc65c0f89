'use client'

import { type MouseEvent, useActionState, useState } from 'react'
import { primaryButton, secondaryButton } from '@/components/ui/button-classes'
import { IDLE_FORM } from '@/lib/forms/form-state'
import { useFormPermalinkWithQuery } from '@/lib/forms/permalink'
import { postJson } from '@/lib/http/client'
import { linkAction } from '@/lib/moderation/link-action'
import type { LinkActionPath } from '@/lib/moderation/link-actions'
import { NEWSLETTER_TOKEN_MESSAGES } from '@/lib/newsletter/texts'

export interface LinkAction {
  label: string
  /** The API call that takes `{ token }` from the e-mailed link. */
  url: LinkActionPath
  tone?: 'primary' | 'secondary'
  /** Says what the button does before it is pressed. */
  hint?: string
  /** For what cannot be undone: asked once, in place, before the call; the action runs only on "yes". */
  confirm?: { question: string; yes: string }
}

type State =
  { status: 'idle' } | { status: 'asking'; action: LinkAction } | { status: 'busy' } | { status: 'done'; message: string; ok: boolean }

/**
 * The buttons of the pages that e-mailed links open, given the link's token by the page. Nothing happens
 * until a person presses a button (a POST), so mail scanners that fetch the link change nothing. Without
 * JavaScript the buttons post a form (token and the pressed button's API path) to linkAction and the
 * page comes back with its answer; an action that asks first needs JavaScript.
 */
export function NewsletterLinkAction({ actions, token }: { actions: LinkAction[]; token: string }) {
  const [state, setState] = useState<State>({ status: 'idle' })
  const [answer, formAction] = useActionState(linkAction, IDLE_FORM, useFormPermalinkWithQuery())

  if (!token) {
    return (
      <p role="alert" className="mt-6 text-stone-700 dark:text-stone-300">
        {NEWSLETTER_TOKEN_MESSAGES.invalid} Use the link in your most recent Smoke Signals e-mail.
      </p>
    )
  }
  if (answer.status !== 'idle') {
    return (
      <p role={answer.status === 'success' ? 'status' : 'alert'} className="mt-6 text-lg font-semibold">
        {answer.message}
      </p>
    )
  }
  if (state.status === 'done') {
    return (
      <p role={state.ok ? 'status' : 'alert'} className="mt-6 text-lg font-semibold">
        {state.message}
      </p>
    )
  }

  const run = async (action: LinkAction) => {
    setState({ status: 'busy' })
    const result = await postJson<{ message?: string }>(action.url, { token })
    setState(
      result.ok
        ? { status: 'done', ok: true, message: result.data.message ?? '' }
        : { status: 'done', ok: false, message: result.message ?? NEWSLETTER_TOKEN_MESSAGES.invalid },
    )
  }

  if (state.status === 'asking') {
    const { action } = state
    return (
      <div role="alertdialog" aria-labelledby="link-action-question" className="mt-8 flex flex-col items-center gap-4">
        <p id="link-action-question" className="max-w-md font-semibold">
          {action.confirm?.question}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className={primaryButton} autoFocus onClick={() => void run(action)}>
            {action.confirm?.yes}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setState({ status: 'idle' })}>
            Cancel
          </button>
        </div>
      </div>
    )
  }

  const press = (event: MouseEvent, action: LinkAction) => {
    event.preventDefault()
    if (action.confirm) setState({ status: 'asking', action })
    else void run(action)
  }

  return (
    <form action={formAction} className="mt-8 flex flex-col items-center gap-6">
      <input type="hidden" name="token" value={token} />
      {actions.map((action) => (
        <div key={action.url} className="flex flex-col items-center gap-2">
          <button
            type={action.confirm ? 'button' : 'submit'}
            name="action"
            value={action.url}
            className={action.tone === 'secondary' ? secondaryButton : primaryButton}
            disabled={state.status === 'busy'}
            onClick={(event) => press(event, action)}
          >
            {action.label}
          </button>
          {action.hint ? <p className="max-w-md text-sm text-stone-600 dark:text-stone-400">{action.hint}</p> : null}
        </div>
      ))}
    </form>
  )
}
