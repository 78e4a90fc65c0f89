import { z } from './zod'
import { booleanFrom, integerFrom, optionalEmail, optionalEnum, optionalText, requiredText } from './fields'
import { normaliseVibe, VIBE_MAX_LENGTH } from './cloud-filters'
import {
  EXTRACTION_METHODS,
  FLAMES_MAX,
  FLAMES_MIN,
  GENETICS,
  INDUSTRIES,
  PRODUCT_CATEGORIES,
  ROSIN_TYPES,
  SUBMISSION_STATUSES,
} from './options'

export const PRODUCT_MESSAGES = {
  category: 'Category must be flower, concentrate or edible',
  name: 'Product name is required',
  whereAcquired: 'Where you got it is required',
  flames: 'Flames must be a whole number from 1 to 5',
  submittedBy: 'Name/handle is required',
  submitterEmail: 'Please enter a valid email address',
  location: 'Location is required',
  industry: `Industry must be one of: ${INDUSTRIES.join(', ')}`,
  genetics: 'Genetics must be indica, sativa or hybrid',
  rosinType: 'Unknown concentrate type',
  extractionMethod: 'Unknown extraction method',
  imageUrl: 'Image URL must be an http(s) URL or a site path',
  categoryFields: 'Required fields missing for selected category',
  serverFallback: 'Failed to submit',
  successTitle: 'Submission Received!',
  success: "Your find is under review and will appear in The Cloud once it's approved.",
  failureTitle: 'Submission Failed',
  failureFallback: 'Something went wrong. Please try again.',
  fileTooLargeTitle: 'File too large',
  fileTooLarge: 'Please select an image under 10MB',
} as const

/**
 * One vibe, one filter: "Chill", " chill " and "CHILL" are the same vibe. Stored in this form by every
 * writer (public form, admin edit, CSV import, Payload's own admin through the collection hook).
 */

/** How a stored vibe reads on the page: "couch lock" → "Couch lock". */
export const vibeLabel = (vibe: string): string => vibe.charAt(0).toUpperCase() + vibe.slice(1)

export const FLAME_LABELS: Record<number, string> = { 1: 'Meh', 2: 'Decent', 3: 'Good', 4: 'Fire', 5: 'Absolute Gas' }

/** Fields that depend on the category; the form clears them when the category changes. */
export const CATEGORY_SPECIFIC_FIELDS = [
  'genetics',
  'breeder',
  'rosinType',
  'extractionMethod',
  'edibleType',
  'thcContent',
  'cbdContent',
] as const

/** What each category needs on top of the common fields (spec section 5, cross-field rule). */
export const REQUIRED_BY_CATEGORY = {
  flower: ['genetics', 'breeder'],
  concentrate: ['rosinType', 'extractionMethod', 'breeder'],
  edible: ['edibleType'],
} as const satisfies Record<(typeof PRODUCT_CATEGORIES)[number], readonly (typeof CATEGORY_SPECIFIC_FIELDS)[number][]>

const imageUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: PRODUCT_MESSAGES.imageUrl })
    .trim()
    .max(2048, PRODUCT_MESSAGES.imageUrl)
    .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), PRODUCT_MESSAGES.imageUrl)
    .optional(),
)

const productFields = z.object({
  category: z.enum(PRODUCT_CATEGORIES, { error: PRODUCT_MESSAGES.category }),
  name: requiredText(PRODUCT_MESSAGES.name, 150),
  genetics: optionalEnum(GENETICS, PRODUCT_MESSAGES.genetics),
  breeder: optionalText(150),
  rosinType: optionalEnum(ROSIN_TYPES, PRODUCT_MESSAGES.rosinType),
  extractionMethod: optionalEnum(EXTRACTION_METHODS, PRODUCT_MESSAGES.extractionMethod),
  edibleType: optionalText(100),
  thcContent: optionalText(50),
  cbdContent: optionalText(50),
  whereAcquired: requiredText(PRODUCT_MESSAGES.whereAcquired, 200),
  flavorNotes: optionalText(500),
  vibe: optionalText(VIBE_MAX_LENGTH).transform((value) => normaliseVibe(value)),
  effects: optionalText(500),
  flames: integerFrom(PRODUCT_MESSAGES.flames, FLAMES_MIN, FLAMES_MAX),
  imageUrl,
  submittedBy: requiredText(PRODUCT_MESSAGES.submittedBy, 120),
  submitterEmail: optionalEmail(PRODUCT_MESSAGES.submitterEmail),
  displayName: booleanFrom(true),
  location: requiredText(PRODUCT_MESSAGES.location, 150),
  industry: z.enum(INDUSTRIES, { error: PRODUCT_MESSAGES.industry }),
  role: optionalText(100),
})

const hasCategoryFields = (data: z.infer<typeof productFields>) =>
  REQUIRED_BY_CATEGORY[data.category].every((field) => Boolean(data[field]))

/**
 * One product (WIYHS) submission: the public form, the submit endpoint, the admin edit dialog and
 * every CSV row go through this schema.
 */
export const productSubmissionSchema = productFields.refine(hasCategoryFields, {
  message: PRODUCT_MESSAGES.categoryFields,
  path: ['category'],
})
/** The review fields staff set beside the product fields (admin PATCH and the edit dialog). */
export const submissionReviewSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: `Status must be one of: ${SUBMISSION_STATUSES.join(', ')}` }).optional(),
  reviewNotes: z.string().max(5000, 'Must be at most 5000 characters').optional(),
})

/** The admin's "Edit WIYHS Submission" form: a valid product plus its review fields. */
export const submissionEditSchema = productSubmissionSchema.and(submissionReviewSchema)
export type ProductSubmissionInput = z.input<typeof productSubmissionSchema>
export type ProductSubmission = z.output<typeof productSubmissionSchema>

export const PRODUCT_FIELD_NAMES = Object.keys(productFields.shape) as Array<keyof ProductSubmission>

const isProductField = (key: string): key is keyof ProductSubmission => (PRODUCT_FIELD_NAMES as string[]).includes(key)

/** A patch's product fields: the value to store, or null where the patch cleared an optional field. */
export type ProductPatch = {
  [K in keyof ProductSubmission]?: undefined extends ProductSubmission[K] ? ProductSubmission[K] | null : ProductSubmission[K]
}

/**
 * A partial edit (design.md decision 16): the stored record merged with the patch must pass the same
 * schema as a new submission, so `{ status }` or `{ imageUrl }` alone is fine while `{ breeder: '' }`
 * on a flower still fails with the spec's message. Only the fields the patch names come back, so an
 * update writes nothing else. Throws the schema's ZodError.
 */
export function parseProductPatch(stored: Partial<Record<keyof ProductSubmission, unknown>>, patch: Record<string, unknown>): ProductPatch {
  // Stored optional fields are null, which the schema reads as "wrong type", not as "not given".
  const current = Object.fromEntries(PRODUCT_FIELD_NAMES.map((key) => [key, stored[key] ?? undefined]))
  const sent = Object.keys(patch).filter(isProductField)
  const merged = productSubmissionSchema.parse({ ...current, ...Object.fromEntries(sent.map((key) => [key, patch[key]])) })
  return Object.fromEntries(sent.map((key) => [key, merged[key] ?? null])) as ProductPatch
}
