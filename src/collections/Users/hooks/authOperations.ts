import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { HttpError } from '@/lib/http/errors'
import { enforceRateLimit } from '@/lib/rate-limit'
import { AUTH_MESSAGES } from '@/lib/auth/texts'

/**
 * Staff accounts have no e-mail address (registration takes a username and a password), so Payload's
 * forgot-password mail could never arrive; the operation would only let anonymous callers write reset
 * tokens into accounts and tell them apart by timing. Both halves are refused for everyone alike, on
 * every route (REST and GraphQL run these operations): an admin sets a new password instead.
 */
export const refuseSelfServicePasswordReset: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'forgotPassword' || operation === 'resetPassword')
    throw new APIError(AUTH_MESSAGES.passwordResetByAdmin, 403, null, true)
  return args
}

/**
 * Sign-in attempts over HTTP count against the client's auth allowance on every route that can sign in
 * (/api/auth/login, Payload's /api/users/login, GraphQL loginUsers), not just ours: otherwise
 * guessing would simply move to the other door. Server code calling the Local API is not limited.
 */
export const limitLoginAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  try {
    await enforceRateLimit(req, 'auth')
  } catch (error) {
    // Payload's own routes answer APIErrors only (anything else becomes a 500).
    if (error instanceof HttpError) throw new APIError(error.message, error.status, null, true)
    throw error
  }
  return args
}
