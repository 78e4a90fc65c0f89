'use server'

import { runFormAction } from '@/lib/forms/form-action'
import type { FormState } from '@/lib/forms/form-state'
import { HttpError } from '@/lib/http/errors'
import { isLinkActionPath, LINK_ACTIONS, subscribeFromForm } from './requests'
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_TOKEN_MESSAGES,
  newsletterTokenSchema,
  passesNewsletterClientCheck,
  subscribedToast,
} from './schema'

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

/** A button of an e-mailed link's page: the token and the API path of the button pressed. */
export async function linkAction(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, { failureTitle: '', failureFallback: NEWSLETTER_TOKEN_MESSAGES.invalid }, async (req, { body }) => {
    const { token } = newsletterTokenSchema.parse(body)
    if (!isLinkActionPath(body.action)) throw new HttpError(400, NEWSLETTER_TOKEN_MESSAGES.invalid)
    return { title: '', message: await LINK_ACTIONS[body.action](req, token) }
  })
}
