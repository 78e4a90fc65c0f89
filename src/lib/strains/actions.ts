'use server'

import { runFormAction } from '@/lib/forms/form-action'
import type { FormState } from '@/lib/forms/form-state'
import { STRAIN_MESSAGES } from './schema'
import { submitStrain } from './submit'

/** The strain form posted without JavaScript (docs/decisions.md#works-without-javascript): the same checks as its endpoint. */
export async function submitStrainAction(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(
    data,
    { failureTitle: STRAIN_MESSAGES.failureTitle, failureFallback: STRAIN_MESSAGES.failureFallback },
    async (req, { body }) => {
      await submitStrain(req, body)
      return { title: STRAIN_MESSAGES.successTitle, message: STRAIN_MESSAGES.success }
    },
  )
}
