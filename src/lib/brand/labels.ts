export const BRAND_FIELD_LABELS = {
  key: 'Key',
  description: 'Description',
  value: 'Asset address (URL)',
} as const
