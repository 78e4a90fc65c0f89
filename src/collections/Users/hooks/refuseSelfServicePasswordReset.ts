import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { AUTH_MESSAGES } from '@/lib/validation/texts'

/**
 * Staff accounts have no e-mail address (registration takes a username and a password), so Payload's
 * forgot-password mail could never arrive; the operation would only let anonymous callers write reset
 * tokens into accounts and tell them apart by timing. Both halves are refused for everyone alike, on
 * every route (REST and GraphQL run these operations): an admin sets a new password instead.
 */
export const refuseSelfServicePasswordReset: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'forgotPassword' || operation === 'resetPassword') throw new APIError(AUTH_MESSAGES.passwordResetByAdmin, 403, null, true)
  return args
}
