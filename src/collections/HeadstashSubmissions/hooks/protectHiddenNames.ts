import { Forbidden, type CollectionBeforeOperationHook, type Where } from 'payload'
import { isAdminUser } from '@/access'

const mentionsField = (where: unknown, field: string): boolean => {
  if (!where || typeof where !== 'object') return false
  return Object.entries(where as Where).some(
    ([key, value]) =>
      key === field ||
      key.startsWith(`${field}.`) ||
      (Array.isArray(value) ? value.some((item) => mentionsField(item, field)) : mentionsField(value, field)),
  )
}

/**
 * Public readers see "Anonymous" for hidden names, but a filter or sort on `submittedBy` would still
 * run against the stored name and reveal who is behind an anonymous entry. Only staff may use it.
 */
export const protectHiddenNames: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (isAdminUser(req.user) || !['read', 'count'].includes(operation)) return args
  const { where, sort } = args as { where?: unknown; sort?: unknown }
  const sorts = Array.isArray(sort) ? sort : [sort]
  if (
    mentionsField(where, 'submittedBy') ||
    sorts.some((value) => typeof value === 'string' && value.replace(/^-/, '') === 'submittedBy')
  ) {
    throw new Forbidden(req.t)
  }
  return args
}
