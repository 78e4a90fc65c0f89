export const PRODUCT_CATEGORIES = ['flower', 'concentrate', 'edible'] as const

export const INDUSTRIES = [
  'cultivation',
  'retail',
  'brand-owner',
  'ancillary-services',
  'media-content',
  'investor',
  'consumer-patient',
  'other',
] as const

export const ROSIN_TYPES = [
  'hash-rosin',
  'live-rosin',
  'live-resin',
  'solventless',
  'ice-water-hash',
  'bho',
  'distillate',
  'co2-extract',
  'other',
] as const

export const EXTRACTION_METHODS = ['solventless', 'bubble-hash', 'bho', 'co2', 'ethanol', 'hydrocarbon', 'other'] as const

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const

/** Why a find was turned down: the moderator's menu, stored with the decision and told to the submitter. */
export const REJECTION_REASONS = [
  { value: 'duplicate', label: 'Already in The Cloud' },
  { value: 'not-a-product', label: 'Not a product find' },
  { value: 'unclear-photo', label: 'Photo unclear or not of the product' },
  { value: 'missing-details', label: 'Missing details' },
  { value: 'off-topic', label: 'Off-topic or spam' },
  { value: 'unsafe', label: 'Unsafe, illegal or personal information' },
  { value: 'other', label: 'Other (see note)' },
] as const

export type RejectionReason = (typeof REJECTION_REASONS)[number]['value']

export const FLAMES_MIN = 1

export const FLAMES_MAX = 5
