// Every enumeration of the spec, in one place: collections build their select fields from these,
// the zod schemas validate against them and the forms render them.

export const USER_ROLES = ['user', 'admin'] as const

export const STRAIN_TYPES = ['indica', 'sativa', 'hybrid'] as const
export const GENETICS = STRAIN_TYPES

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

export const EPISODE_STATUSES = ['draft', 'published', 'archived'] as const
export const CONTENT_STATUSES = ['draft', 'published'] as const

export const GATE_TRIGGER_TYPES = ['scroll', 'time', 'exit_intent', 'element_view'] as const
export const GATE_FREQUENCIES = ['once', 'session', 'always'] as const
export const GATE_ACTIONS = ['shown', 'subscribed', 'dismissed'] as const
export const GATE_DEFAULTS = {
  triggerType: 'scroll',
  triggerValue: 60,
  buttonText: 'Subscribe',
  dismissText: 'Continue without subscribing',
  allowDismiss: true,
  priority: 1,
  showFrequency: 'once',
  isActive: true,
} as const

/** design.md decision 5: the union of both readings of the spec. */
export const CHANGELOG_TYPES = ['feature', 'improvement', 'fix', 'breaking', 'announcement'] as const

export const GROWING_DIFFICULTIES = ['easy', 'medium', 'hard'] as const

export const TWITTER_CARDS = ['summary', 'summary_large_image', 'app', 'player'] as const
export const ROBOTS_DIRECTIVES = ['index, follow', 'noindex, nofollow', 'index, nofollow', 'noindex, follow'] as const
export const SEO_DESCRIPTION_MAX = 160

export const DEFAULT_STRAIN_ARCHIVE_CTA = '/live-stash'

const ACRONYMS = new Set(['bho', 'co2'])

/** Readable label of an enumeration value: `ice-water-hash` → `Ice Water Hash`, `co2-extract` → `CO2 Extract`. */
export const labelFor = (value: string): string =>
  value
    .split(/[-_]/)
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')

/** Payload select options for an enumeration. */
export const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: labelFor(value) }))
