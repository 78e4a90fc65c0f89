import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { expireCacheHooks } from '../shared/expireCache'
import { GATE_DEFAULTS, GATE_FREQUENCIES, GATE_TRIGGER_TYPES, toOptions } from '@/lib/validation/options'

/**
 * A gate's interactions belong to it (their `gate` is required): they go with it, in the same
 * transaction, whichever client deletes the gate (admin API, REST, Payload's admin). Without this the
 * database refused the delete of a gate that had been shown, as a 500.
 */
// overrideAccess: the delete of the gate was already allowed; its interactions are part of it.
const deleteInteractions: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'gate-interactions', where: { gate: { equals: id } }, overrideAccess: true, req })
}

/**
 * Subscribe prompts shown on matching pages. The slug is `gates` because the spec's public
 * `/api/subscription-gates` call owns that path; the table keeps the spec's name.
 */
export const SubscriptionGates: CollectionConfig = {
  slug: 'gates',
  dbName: 'subscription_gates',
  labels: { singular: 'Subscription gate', plural: 'Subscription gates' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'pagePath', 'triggerType', 'isActive', 'priority'], group: 'Growth' },
  hooks: { beforeDelete: [deleteInteractions], ...expireCacheHooks(CACHE_TAGS.gates) },
  access: { read: adminOrWhere({ isActive: { equals: true } }), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'pagePath', type: 'text', required: true, index: true },
    { name: 'triggerType', type: 'select', required: true, defaultValue: GATE_DEFAULTS.triggerType, options: toOptions(GATE_TRIGGER_TYPES) },
    { name: 'triggerValue', type: 'number', required: true, defaultValue: GATE_DEFAULTS.triggerValue, min: 1, max: 100 },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    { name: 'buttonText', type: 'text', defaultValue: GATE_DEFAULTS.buttonText },
    { name: 'dismissText', type: 'text', defaultValue: GATE_DEFAULTS.dismissText },
    { name: 'allowDismiss', type: 'checkbox', defaultValue: GATE_DEFAULTS.allowDismiss },
    { name: 'priority', type: 'number', required: true, defaultValue: GATE_DEFAULTS.priority, min: 1, index: true },
    { name: 'showFrequency', type: 'select', required: true, defaultValue: GATE_DEFAULTS.showFrequency, options: toOptions(GATE_FREQUENCIES) },
    { name: 'isActive', type: 'checkbox', defaultValue: GATE_DEFAULTS.isActive, index: true },
  ],
}
