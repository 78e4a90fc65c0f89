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

export const SEO_FIELD_LABELS = {
  pageRoute: 'Page route',
  title: 'Page title',
  description: 'Meta description',
  keywords: 'Keywords',
  ogTitle: 'Social title',
  ogDescription: 'Social description',
  ogImage: 'Social image (URL)',
  twitterCard: 'X/Twitter card',
  canonical: 'Canonical URL',
  robotsDirective: 'Robots',
  structuredData: 'Structured data (JSON-LD)',
  isActive: 'Active',
} as const

export const BRAND_FIELD_LABELS = {
  key: 'Key',
  description: 'Description',
  value: 'Asset address (URL)',
} as const
