import { type ApiResult, getJson } from '@/lib/http/client'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'

/** A failed admin call; `message` is the server's text, else the screen's fallback. */
export class AdminApiError extends Error {
  constructor(
    /** The server's own message, when its answer carried one. */
    readonly serverMessage: string | undefined,
    fallback = '',
  ) {
    super(serverMessage ?? fallback)
  }
}

/** The data of a successful result, or an AdminApiError TanStack Query shows in the error state. */
export function unwrap<T>(result: ApiResult<T>, fallback: string = ADMIN_TOASTS.loadFailed): T {
  if (!result.ok) throw new AdminApiError(result.message, fallback)
  return result.data
}

/** A query function for GET `url`; `fallback` is the error state's text when the server gives none. */
export const fetchJson = async <T>(url: string, fallback?: string): Promise<T> => unwrap(await getJson<T>(url), fallback)
