import { z } from '../forms/zod'
import { booleanFrom, integerFrom, optionalEmail, optionalEnum, optionalText, requiredText } from '../forms/fields'
import { normaliseVibe, VIBE_MAX_LENGTH } from './cloud-filters'
import { EXTRACTION_METHODS, FLAMES_MAX, FLAMES_MIN, INDUSTRIES, PRODUCT_CATEGORIES, ROSIN_TYPES, SUBMISSION_STATUSES } from './options'
import { GENETICS } from '../strains/options'
import { labelFor } from '../forms/options'

export const HEADSTASH_SUBMISSION_MESSAGES = {
  // Choices are named as the form names them (its labels), never by their stored values; the same text
  // is the select's prompt. The spec's own messages ("Name/handle is required", the category rule) stay.
  category: 'Choose a category',
  name: 'Product name is required',
  whereAcquired: 'Where you got it is required',
  flames: 'Flames must be a whole number from 1 to 5',
  submittedBy: 'Name/handle is required',
  submitterEmail: 'Please enter a valid email address',
  location: 'Location is required',
  industry: 'Choose an industry',
  genetics: 'Choose genetics',
  rosinType: 'Choose a concentrate type',
  extractionMethod: 'Choose an extraction method',
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

type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/**
 * The labels of the two figures that change meaning with the category (spec: "For flowers the cbdContent
 * field is labelled Terpene Percentage"). The public form and Payload's admin both read them here.
 */
export const CONTENT_LABELS = {
  thcContent: { flower: 'THC Percentage', concentrate: 'THC Percentage', edible: 'THC per Serving' },
  cbdContent: { flower: 'Terpene Percentage', concentrate: 'CBD Percentage', edible: 'CBD per Serving' },
} as const satisfies Record<'thcContent' | 'cbdContent', Record<ProductCategory, string>>

/** Example values shown as placeholders for the category-dependent figures. */
export const CONTENT_PLACEHOLDERS = {
  thcContent: { flower: 'e.g. 27%', concentrate: 'e.g. 72%', edible: 'e.g. 10mg' },
  cbdContent: { flower: 'e.g. 2.1%', concentrate: 'e.g. 0.5%', edible: 'e.g. 5mg' },
} as const satisfies Record<'thcContent' | 'cbdContent', Record<ProductCategory, string>>

const imageUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: HEADSTASH_SUBMISSION_MESSAGES.imageUrl })
    .trim()
    .max(2048, HEADSTASH_SUBMISSION_MESSAGES.imageUrl)
    .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), HEADSTASH_SUBMISSION_MESSAGES.imageUrl)
    .optional(),
)

const headstashSubmissionFields = z.object({
  category: z.enum(PRODUCT_CATEGORIES, { error: HEADSTASH_SUBMISSION_MESSAGES.category }),
  name: requiredText(HEADSTASH_SUBMISSION_MESSAGES.name, 150),
  genetics: optionalEnum(GENETICS, HEADSTASH_SUBMISSION_MESSAGES.genetics),
  breeder: optionalText(150),
  rosinType: optionalEnum(ROSIN_TYPES, HEADSTASH_SUBMISSION_MESSAGES.rosinType),
  extractionMethod: optionalEnum(EXTRACTION_METHODS, HEADSTASH_SUBMISSION_MESSAGES.extractionMethod),
  edibleType: optionalText(100),
  thcContent: optionalText(50),
  cbdContent: optionalText(50),
  whereAcquired: requiredText(HEADSTASH_SUBMISSION_MESSAGES.whereAcquired, 200),
  flavorNotes: optionalText(500),
  vibe: optionalText(VIBE_MAX_LENGTH).transform((value) => normaliseVibe(value)),
  effects: optionalText(500),
  flames: integerFrom(HEADSTASH_SUBMISSION_MESSAGES.flames, FLAMES_MIN, FLAMES_MAX),
  imageUrl,
  submittedBy: requiredText(HEADSTASH_SUBMISSION_MESSAGES.submittedBy, 120),
  submitterEmail: optionalEmail(HEADSTASH_SUBMISSION_MESSAGES.submitterEmail),
  displayName: booleanFrom(true),
  location: requiredText(HEADSTASH_SUBMISSION_MESSAGES.location, 150),
  industry: z.enum(INDUSTRIES, { error: HEADSTASH_SUBMISSION_MESSAGES.industry }),
  role: optionalText(100),
})

const hasCategoryFields = (data: z.infer<typeof headstashSubmissionFields>) =>
  REQUIRED_BY_CATEGORY[data.category].every((field) => Boolean(data[field]))

/**
 * One product (WIYHS) submission: the public form, the submit endpoint, the admin edit dialog and
 * every CSV row go through this schema.
 */
export const headstashSubmissionSchema = headstashSubmissionFields.refine(hasCategoryFields, {
  message: HEADSTASH_SUBMISSION_MESSAGES.categoryFields,
  path: ['category'],
  // Checked beside the other fields' problems, so a report lists every problem of a row at once; it
  // needs only a valid category and the category's own fields to have parsed.
  when: ({ issues }) => !issues.some((issue) => ['category', ...CATEGORY_SPECIFIC_FIELDS].includes(String(issue.path?.[0]))),
})
/** The review fields staff set beside the product fields (admin PATCH and the edit dialog). */
export const submissionReviewSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: `Choose a status: ${SUBMISSION_STATUSES.map(labelFor).join(', ')}` }).optional(),
  reviewNotes: z.string().max(5000, 'Must be at most 5000 characters').optional(),
})

/** The admin's "Edit WIYHS Submission" form: a valid product plus its review fields. */
export const submissionEditSchema = headstashSubmissionSchema.and(submissionReviewSchema)
export type HeadstashSubmissionInput = z.input<typeof headstashSubmissionSchema>
export type HeadstashSubmissionData = z.output<typeof headstashSubmissionSchema>

export const HEADSTASH_SUBMISSION_FIELD_NAMES = Object.keys(headstashSubmissionFields.shape) as Array<keyof HeadstashSubmissionData>

const isSubmissionField = (key: string): key is keyof HeadstashSubmissionData =>
  (HEADSTASH_SUBMISSION_FIELD_NAMES as string[]).includes(key)

/** A patch's product fields: the value to store, or null where the patch cleared an optional field. */
export type SubmissionPatch = {
  [K in keyof HeadstashSubmissionData]?: undefined extends HeadstashSubmissionData[K]
    ? HeadstashSubmissionData[K] | null
    : HeadstashSubmissionData[K]
}

/**
 * A partial edit (design.md decision 16): the stored record merged with the patch must pass the same
 * schema as a new submission, so `{ status }` or `{ imageUrl }` alone is fine while `{ breeder: '' }`
 * on a flower still fails with the spec's message. Only the fields the patch names come back, so an
 * update writes nothing else. Throws the schema's ZodError.
 */
export function parseSubmissionPatch(
  stored: Partial<Record<keyof HeadstashSubmissionData, unknown>>,
  patch: Record<string, unknown>,
): SubmissionPatch {
  // Stored optional fields are null, which the schema reads as "wrong type", not as "not given".
  const current = Object.fromEntries(HEADSTASH_SUBMISSION_FIELD_NAMES.map((key) => [key, stored[key] ?? undefined]))
  const sent = Object.keys(patch).filter(isSubmissionField)
  const merged = headstashSubmissionSchema.parse({ ...current, ...Object.fromEntries(sent.map((key) => [key, patch[key]])) })
  return Object.fromEntries(sent.map((key) => [key, merged[key] ?? null])) as SubmissionPatch
}
