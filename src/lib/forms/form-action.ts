import { headers } from 'next/headers'
import { APIError, createLocalReq, type PayloadRequest } from 'payload'
import { ZodError } from 'zod'
import { getPayloadClient } from '@/lib/payload'
import { HttpError } from '@/lib/http/errors'
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from '@/lib/http/same-origin'
import { configuredPublicOrigin } from '@/lib/site/runtime-env.mjs'
import { HONEYPOT_FIELD } from './honeypot'
import type { FormState } from './form-state'

/**
 * Server side of the public forms posted without JavaScript (Next server actions used as form
 * actions; docs/decisions.md#works-without-javascript). Each action runs the same lib function as the
 * form's JSON endpoint, so validation, the honeypot and the rate limits are one code path, and answers a
 * FormState the page renders.
 */

/**
 * A Payload request carrying this action's headers, so the per-client rate limit sees the client
 * address scripts/server.mjs put in X-Forwarded-For. A write from another site was already refused by
 * Next (Origin against Host); the site's own rule (docs/decisions.md#cross-site-requests), which also
 * reads Sec-Fetch-Site, is applied again here.
 */
async function formRequest(): Promise<PayloadRequest> {
  const incoming = await headers()
  const host = incoming.get('host')
  const url = host ? `http://${host}/` : `${configuredPublicOrigin() ?? 'http://localhost'}/`
  if (isCrossSiteWrite({ method: 'POST', headers: incoming, url })) throw new HttpError(403, CROSS_SITE_MESSAGE)
  return createLocalReq({ req: { headers: new Headers(incoming) } as Partial<PayloadRequest> }, await getPayloadClient())
}

/** The form's fields as a body like the JSON one: text fields as strings, files apart. */
export function formBody(data: FormData): { body: Record<string, unknown>; values: Record<string, string>; files: Record<string, File> } {
  const body: Record<string, unknown> = {}
  const values: Record<string, string> = {}
  const files: Record<string, File> = {}
  for (const [name, value] of data.entries()) {
    // React's own fields ($ACTION_ID_…, $ACTION_KEY, bound arguments) are not the visitor's.
    if (name.startsWith('$ACTION')) continue
    if (typeof value === 'string') {
      body[name] = value
      if (name !== HONEYPOT_FIELD) values[name] = value
    } else if (value.size > 0) files[name] = value
  }
  return { body, values, files }
}

/** The first message of every field a schema refused, by field name. */
function fieldErrorsOf(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !(field in errors)) errors[field] = issue.message
  }
  return errors
}

interface FormTexts {
  failureTitle: string
  failureFallback: string
}

/**
 * Runs `handle` for a posted form and turns its outcome into the page's FormState: the success texts it
 * returns, or the failure title with the first failing rule's message (as the JSON endpoint answers it)
 * and each field's own message.
 */
export async function runFormAction(
  data: FormData,
  texts: FormTexts,
  handle: (req: PayloadRequest, form: ReturnType<typeof formBody>) => Promise<{ title: string; message: string }>,
): Promise<FormState> {
  const form = formBody(data)
  try {
    const req = await formRequest()
    const { title, message } = await handle(req, form)
    return { status: 'success', title, message }
  } catch (error) {
    const failed = { status: 'error' as const, title: texts.failureTitle, values: form.values }
    if (error instanceof HttpError) return { ...failed, message: error.message }
    if (error instanceof ZodError) return { ...failed, message: error.issues[0]?.message, fieldErrors: fieldErrorsOf(error) }
    if (error instanceof APIError && error.status < 500) return { ...failed, message: error.message }
    console.error({ err: error }, 'Unhandled error in a form action')
    return { ...failed, message: texts.failureFallback }
  }
}
