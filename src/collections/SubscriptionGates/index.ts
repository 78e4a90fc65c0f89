import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { expireCacheHooks } from '../shared/expireCache'
import { GATE_DEFAULTS, GATE_FREQUENCIES, GATE_TRIGGER_TYPES } from '@/lib/gates/options'
import { toOptions } from '@/lib/forms/options'
import { taskScreenListComponents } from '../shared/taskScreen'
import { GATE_FIELD_LABELS } from '@/lib/gates/labels'

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
 * Subscribe prompts shown on matching pages. The slug is `gates` because the contract's public
 * `/api/subscription-gates` call owns that path (docs/decisions.md#contract); the table keeps the
 * entity's name.
 */
export const SubscriptionGates: CollectionConfig = {
  slug: 'gates',
  dbName: 'subscription_gates',
  labels: { singular: 'Subscription gate', plural: 'Subscription gates' },
  admin: {
    components: taskScreenListComponents,
    useAsTitle: 'name',
    defaultColumns: ['name', 'pagePath', 'triggerType', 'isActive', 'priority'],
    listSearchableFields: ['name', 'pagePath', 'title'],
    group: 'Growth',
    description: 'Subscribe prompts shown on matching pages.',
  },
  hooks: { beforeDelete: [deleteInteractions], ...expireCacheHooks(CACHE_TAGS.gates) },
  access: { read: adminOrWhere({ isActive: { equals: true } }), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: GATE_FIELD_LABELS.name,
      required: true,
      admin: { placeholder: 'e.g. Podcast home scroll gate', description: 'For staff only.' },
    },
    {
      name: 'pagePath',
      type: 'text',
      label: GATE_FIELD_LABELS.pagePath,
      required: true,
      index: true,
      admin: { placeholder: '/herbanconversations', description: 'The page the gate shows on.' },
    },
    {
      name: 'triggerType',
      type: 'select',
      label: GATE_FIELD_LABELS.triggerType,
      required: true,
      defaultValue: GATE_DEFAULTS.triggerType,
      options: toOptions(GATE_TRIGGER_TYPES),
    },
    {
      name: 'triggerValue',
      type: 'number',
      label: GATE_FIELD_LABELS.triggerValue,
      required: true,
      defaultValue: GATE_DEFAULTS.triggerValue,
      min: 1,
      max: 100,
      admin: { description: 'Scroll: percent of the page. Time: seconds. Element view: percent of the element visible.' },
    },
    { name: 'title', type: 'text', label: GATE_FIELD_LABELS.title, required: true, admin: { placeholder: 'Join Smoke Signals' } },
    {
      name: 'description',
      type: 'textarea',
      label: GATE_FIELD_LABELS.description,
      required: true,
      admin: { placeholder: 'Weekly culture, straight to your inbox.' },
    },
    {
      name: 'buttonText',
      type: 'text',
      label: GATE_FIELD_LABELS.buttonText,
      defaultValue: GATE_DEFAULTS.buttonText,
      admin: { placeholder: GATE_DEFAULTS.buttonText },
    },
    {
      name: 'dismissText',
      type: 'text',
      label: GATE_FIELD_LABELS.dismissText,
      defaultValue: GATE_DEFAULTS.dismissText,
      admin: { placeholder: GATE_DEFAULTS.dismissText },
    },
    {
      name: 'allowDismiss',
      type: 'checkbox',
      label: GATE_FIELD_LABELS.allowDismiss,
      defaultValue: GATE_DEFAULTS.allowDismiss,
      admin: { description: 'Off: the dialog closes only by subscribing.' },
    },
    {
      name: 'priority',
      type: 'number',
      label: GATE_FIELD_LABELS.priority,
      required: true,
      defaultValue: GATE_DEFAULTS.priority,
      min: 1,
      index: true,
      admin: { description: 'At least 1; decides which gate wins when several match a page.' },
    },
    {
      name: 'showFrequency',
      type: 'select',
      label: GATE_FIELD_LABELS.showFrequency,
      required: true,
      defaultValue: GATE_DEFAULTS.showFrequency,
      options: toOptions(GATE_FREQUENCIES),
    },
    { name: 'isActive', type: 'checkbox', label: GATE_FIELD_LABELS.isActive, defaultValue: GATE_DEFAULTS.isActive, index: true },
  ],
}
