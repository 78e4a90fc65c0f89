'use server'

import { runFormAction } from '@/lib/forms/form-action'
import type { FormState } from '@/lib/forms/form-state'
import { subscribeFromForm } from './requests'
import { NEWSLETTER_MESSAGES, passesNewsletterClientCheck, subscribedToast } from './schema'

// The newsletter's forms posted without JavaScript (docs/decisions.md#works-without-javascript).

/** A sign-up form: the same checks and answer as POST /api/newsletter/subscribe. */
export async function subscribeAction(_previous: FormState, data: FormData): Promise<FormState> {
  // The contract's client check comes first, with its own title, as the enhanced form's toast says it.
  const email = data.get('email')
  if (!passesNewsletterClientCheck(typeof email === 'string' ? email : '')) {
    return {
      status: 'error',
      title: NEWSLETTER_MESSAGES.invalidTitle,
      message: NEWSLETTER_MESSAGES.invalidEmail,
      values: { email: typeof email === 'string' ? email : '' },
    }
  }
  return runFormAction(
    data,
    { failureTitle: NEWSLETTER_MESSAGES.failureTitle, failureFallback: NEWSLETTER_MESSAGES.failureFallback },
    async (req, { body }) => {
      const { title, description } = subscribedToast(await subscribeFromForm(req, body))
      return { title, message: description }
    },
  )
}
