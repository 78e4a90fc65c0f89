'use server'

import { runFormAction } from '@/lib/forms/form-action'
import type { FormState } from '@/lib/forms/form-state'
import { SUBMISSION_MESSAGES } from './schema'
import { submitFind } from './submit'

/**
 * The WIYHS form posted without JavaScript (docs/decisions.md#works-without-javascript), photo
 * included: the same checks as POST /api/headstash/submit.
 */
export async function submitFindAction(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(
    data,
    { failureTitle: SUBMISSION_MESSAGES.failureTitle, failureFallback: SUBMISSION_MESSAGES.failureFallback },
    async (req, { body, files }) => {
      // A checkbox is sent only when ticked: an unticked "Show my name" is a no, not "not given".
      await submitFind(req, { ...body, displayName: String(data.has('displayName')) }, files.image)
      return { title: SUBMISSION_MESSAGES.successTitle, message: SUBMISSION_MESSAGES.success }
    },
  )
}
