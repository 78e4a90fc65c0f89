/**
 * One label per field, read by Payload's generated views (the collection configs) and by the task
 * screens' forms, so an editor meets the same words for the same field on both.
 */
export const GATE_FIELD_LABELS = {
  name: 'Name',
  pagePath: 'Page path',
  triggerType: 'Trigger',
  triggerValue: 'Trigger value (1-100)',
  title: 'Dialog title',
  description: 'Dialog text',
  buttonText: 'Subscribe button text',
  dismissText: 'Dismiss link text',
  allowDismiss: 'Allow dismissing',
  priority: 'Priority',
  showFrequency: 'Show',
  isActive: 'Active',
} as const
