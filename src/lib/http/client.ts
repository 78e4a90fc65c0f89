// Browser side of the /api calls: every request sends cookies, and a failure's text for
// the visitor is the `message` field of the server's JSON body when it has one.

/** A failure carries the HTTP status when the server answered (screens that tell 409 or 410 apart read it). */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; message: string | undefined; status?: number }

/**
 * Window event sent when the server cannot be reached or answers 503 (database down). The admin's
 * connection banner listens for it and retries; nothing treats it as "signed out".
 */
export const SERVER_UNAVAILABLE_EVENT = 'headstash:server-unavailable'

export const reportServerUnavailable = (): void => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SERVER_UNAVAILABLE_EVENT))
}

const messageOf = (body: unknown): string | undefined =>
  body !== null && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim() !== ''
    ? body.message
    : undefined

async function send<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(url, { credentials: 'include', ...init })
  } catch {
    // Offline or blocked: the caller shows its own fallback text.
    reportServerUnavailable()
    return { ok: false, message: undefined }
  }
  if (response.status === 503) reportServerUnavailable()
  const body: unknown = await response.json().catch(() => null)
  return response.ok ? { ok: true, data: body as T } : { ok: false, message: messageOf(body), status: response.status }
}

export const postJson = <T = unknown>(url: string, payload: unknown): Promise<ApiResult<T>> =>
  send<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })

export const postForm = <T = unknown>(url: string, form: FormData): Promise<ApiResult<T>> => send<T>(url, { method: 'POST', body: form })

export const getJson = <T = unknown>(url: string): Promise<ApiResult<T>> => send<T>(url, { method: 'GET' })

/** PUT, PATCH or DELETE with an optional JSON body (the episode delete carries `{ confirmText }`). */
export const sendJson = <T = unknown>(method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<ApiResult<T>> =>
  send<T>(
    url,
    payload === undefined ? { method } : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) },
  )

export const putForm = <T = unknown>(url: string, form: FormData): Promise<ApiResult<T>> => send<T>(url, { method: 'PUT', body: form })

export const patchJson = <T = unknown>(url: string, payload: unknown): Promise<ApiResult<T>> => sendJson<T>('PATCH', url, payload)

export const deleteJson = <T = unknown>(url: string): Promise<ApiResult<T>> => sendJson<T>('DELETE', url)
