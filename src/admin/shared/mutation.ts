'use client'

import { type QueryKey, useMutation, type UseMutationResult, useQueryClient } from '@tanstack/react-query'
import type { ApiResult } from '@/lib/http/client'
import { AdminApiError } from './api'
import { type AdminToast, showToast } from './toast'

/**
 * The failure toast: a title over the server's message (else `fallback`), or a toast built from that
 * message by the screen (for failures that read the same whatever the server said).
 */
type FailureToast<TVariables> =
  | { title: string; fallback?: string | ((variables: TVariables) => string) }
  | ((message: string | undefined, variables: TVariables) => AdminToast)

interface AdminMutationOptions<TData, TVariables> {
  /** Sends the write; the client functions of lib/http never throw, they answer a result. */
  request: (variables: TVariables) => Promise<ApiResult<TData>>
  failure: FailureToast<TVariables>
  /** The success toast, if any. */
  success?: AdminToast | ((data: TData, variables: TVariables) => AdminToast | null)
  /** The queries the write changed, refetched once `onSuccess` has run; null when nothing changed. */
  invalidates?: QueryKey | ((data: TData, variables: TVariables) => QueryKey | null)
  /** What the screen does next (close a dialog, show a report, navigate), right after the success toast. */
  onSuccess?: (data: TData, variables: TVariables) => unknown
  /** What the screen shows or undoes after the failure toast (an animation, say). */
  onFailure?: (message: string | undefined, variables: TVariables) => void
}

function failureToast<TVariables>(failure: FailureToast<TVariables>, message: string | undefined, variables: TVariables): AdminToast {
  if (typeof failure === 'function') return failure(message, variables)
  const { title, fallback } = failure
  const description = message ?? (typeof fallback === 'function' ? fallback(variables) : fallback)
  return { title, ...(description ? { description } : {}), variant: 'destructive' }
}

/**
 * The admin's one way to send a write: the request and its pending state, then on failure a
 * destructive toast with the server's message, on success the success toast, the screen's next step
 * and the refetch of what changed. A failure rejects `mutateAsync` with an AdminApiError after its
 * toast, so callers that await it only need to stop.
 */
export function useAdminMutation<TData = unknown, TVariables = void>({
  request,
  failure,
  success,
  invalidates,
  onSuccess,
  onFailure,
}: AdminMutationOptions<TData, TVariables>): UseMutationResult<TData, AdminApiError, TVariables> {
  const queryClient = useQueryClient()
  return useMutation<TData, AdminApiError, TVariables>({
    mutationFn: async (variables) => {
      const result = await request(variables)
      if (!result.ok) throw new AdminApiError(result.message)
      return result.data
    },
    onError: (error, variables) => {
      showToast(failureToast(failure, error.serverMessage, variables))
      onFailure?.(error.serverMessage, variables)
    },
    onSuccess: async (data, variables) => {
      const toast = typeof success === 'function' ? success(data, variables) : success
      if (toast) showToast(toast)
      await onSuccess?.(data, variables)
      const queryKey = typeof invalidates === 'function' ? invalidates(data, variables) : invalidates
      if (queryKey) await queryClient.invalidateQueries({ queryKey })
    },
  })
}
