'use server'

import { runFormAction } from '@/lib/forms/form-action'
import type { FormState } from '@/lib/forms/form-state'
import { HttpError } from '@/lib/http/errors'
import { NEWSLETTER_TOKEN_MESSAGES, newsletterTokenSchema } from '@/lib/newsletter/schema'
import { isLinkActionPath, LINK_ACTIONS } from './link-actions'

/**
 * A button of an e-mailed link's page posted without JavaScript (docs/decisions.md#works-without-javascript):
 * the token and the API path of the button pressed, run as that endpoint runs it.
 */
export async function linkAction(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, { failureTitle: '', failureFallback: NEWSLETTER_TOKEN_MESSAGES.invalid }, async (req, { body }) => {
    const { token } = newsletterTokenSchema.parse(body)
    if (!isLinkActionPath(body.action)) throw new HttpError(400, NEWSLETTER_TOKEN_MESSAGES.invalid)
    return { title: '', message: await LINK_ACTIONS[body.action](req, token) }
  })
}
