// Multipart uploads with progress. fetch() cannot report upload progress, so the admin's bulk CSV
// and image uploads go through XMLHttpRequest; the answer has the same shape as ./client's helpers.

import { reportServerUnavailable, type ApiResult } from './client'

export interface UploadHandlers {
  /** Share of the request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void
  /** The body is fully sent; the server is still working on it. */
  onSent?: () => void
}

const messageOf = (body: unknown): string | undefined =>
  body !== null && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim() !== ''
    ? body.message
    : undefined

/** Reads a finished request: the JSON body on 2xx, otherwise the server's `message` if it sent one. */
export function readUploadResponse<T>(status: number, responseText: string): ApiResult<T> {
  let body: unknown = null
  try {
    body = JSON.parse(responseText)
  } catch {
    // Proxies answer 413 or 502 with HTML; the caller then shows its own fallback text.
  }
  return status >= 200 && status < 300 ? { ok: true, data: body as T } : { ok: false, message: messageOf(body) }
}

export function uploadForm<T = unknown>(url: string, form: FormData, handlers: UploadHandlers = {}): Promise<ApiResult<T>> {
  const { onProgress, onSent } = handlers
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    const fail = () => {
      reportServerUnavailable()
      resolve({ ok: false, message: undefined })
    }
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.upload.onload = () => {
      onProgress?.(1)
      onSent?.()
    }
    xhr.onload = () => {
      if (xhr.status === 503) reportServerUnavailable()
      resolve(readUploadResponse<T>(xhr.status, xhr.responseText))
    }
    xhr.onerror = fail
    xhr.onabort = () => resolve({ ok: false, message: undefined })
    xhr.ontimeout = fail
    xhr.send(form)
  })
}
