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

export const FLAMES_MIN = 1

export const FLAMES_MAX = 5
