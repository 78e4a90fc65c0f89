import { randomUUID } from 'node:crypto'
import type { FieldHook } from 'payload'

/**
 * The feed item's guid: a uuid given on create and never changed afterwards (podcast apps key downloads
 * and play state on it, so a renamed slug or an edited value must not make an episode look new).
 */
export const stableGuid: FieldHook = ({ operation, value, originalDoc }) => {
  const existing: unknown = originalDoc?.guid
  if (operation !== 'create' && typeof existing === 'string' && existing) return existing
  return typeof value === 'string' && value ? value : randomUUID()
}
