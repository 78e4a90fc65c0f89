import { z } from '../forms/zod'
import { booleanFrom, integerFrom, optionalEmail, optionalEnum, optionalText, requiredText } from '../forms/fields'
import { labelFor } from '../forms/options'
import { normaliseVibe } from './cloud-filters'
import {
  type Category,
  CATEGORY_SPECIFIC_FIELDS,
  fieldSpec,
  REQUIRED_BY_CATEGORY,
  SUBMISSION_FIELD_NAMES,
  type SUBMISSION_FIELDS,
  type SubmissionFieldName,
} from './fields'
import { SUBMISSION_STATUSES } from './options'

/** The table's fields that need a message of their own: the required ones and every parsed choice. */
type NeedsMessage = {
  [K in SubmissionFieldName]: (typeof SUBMISSION_FIELDS)[K] extends { required: true } | { kind: 'select' | 'number' | 'email' | 'url' }
    ? K
    : never
}[SubmissionFieldName]

export const SUBMISSION_MESSAGES = {
  // Choices are named as the form names them (its labels), never by their stored values; the same text
  // is the select's prompt. The contract's own messages ("Name/handle is required", the category rule) stay word for word.
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
} as const satisfies Record<NeedsMessage, string> & Record<string, string>

/**
 * One vibe, one filter: "Chill", " chill " and "CHILL" are the same vibe. Stored in this form by every
 * writer (public form, admin edit, CSV import, Payload's own admin through the collection hook).
 */

/** How a stored vibe reads on the page: "couch lock" → "Couch lock". */
export const vibeLabel = (vibe: string): string => vibe.charAt(0).toUpperCase() + vibe.slice(1)

export const FLAME_LABELS: Record<number, string> = { 1: 'Meh', 2: 'Decent', 3: 'Good', 4: 'Fire', 5: 'Absolute Gas' }

/**
 * The labels of the two figures that change meaning with the category (for flowers the cbdContent
 * field holds the terpene percentage). The public form and Payload's admin both read them here.
 */
export const CONTENT_LABELS = {
  thcContent: { flower: 'THC Percentage', concentrate: 'THC Percentage', edible: 'THC per Serving' },
  cbdContent: { flower: 'Terpene Percentage', concentrate: 'CBD Percentage', edible: 'CBD per Serving' },
} as const satisfies Record<'thcContent' | 'cbdContent', Record<Category, string>>

/** Example values shown as placeholders for the category-dependent figures. */
export const CONTENT_PLACEHOLDERS = {
  thcContent: { flower: 'e.g. 27%', concentrate: 'e.g. 72%', edible: 'e.g. 10mg' },
  cbdContent: { flower: 'e.g. 2.1%', concentrate: 'e.g. 0.5%', edible: 'e.g. 5mg' },
} as const satisfies Record<'thcContent' | 'cbdContent', Record<Category, string>>

const imageUrl = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: SUBMISSION_MESSAGES.imageUrl })
      .trim()
      .max(max, SUBMISSION_MESSAGES.imageUrl)
      .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), SUBMISSION_MESSAGES.imageUrl)
      .optional(),
  )
const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message })
const normalisedText = (max: number) => optionalText(max).transform((value) => normaliseVibe(value))

/** The zod type each kind of table entry becomes. */
type ZodOf<F> = F extends { kind: 'select'; options: infer O extends readonly [string, ...string[]] }
  ? F extends { required: true }
    ? ReturnType<typeof requiredChoice<O>>
    : ReturnType<typeof optionalEnum<O>>
  : F extends { kind: 'number' }
    ? ReturnType<typeof integerFrom>
    : F extends { kind: 'checkbox' }
      ? ReturnType<typeof booleanFrom>
      : F extends { kind: 'email' }
        ? ReturnType<typeof optionalEmail>
        : F extends { kind: 'url' }
          ? ReturnType<typeof imageUrl>
          : F extends { required: true }
            ? ReturnType<typeof requiredText>
            : F extends { normalised: true }
              ? ReturnType<typeof normalisedText>
              : ReturnType<typeof optionalText>

const messageOf = (name: SubmissionFieldName): string => (SUBMISSION_MESSAGES as Record<string, string>)[name] ?? ''

function zodOf(name: SubmissionFieldName) {
  const { kind, maxLength, required, options, min, max, normalised } = fieldSpec(name)
  const message = messageOf(name)
  switch (kind) {
    case 'select':
      if (!options) throw new Error(`${name}: a select needs options`)
      return required ? requiredChoice(options, message) : optionalEnum(options, message)
    case 'number':
      return integerFrom(message, min ?? Number.MIN_SAFE_INTEGER, max ?? Number.MAX_SAFE_INTEGER)
    case 'checkbox':
      return booleanFrom(true)
    case 'email':
      return optionalEmail(message)
    case 'url':
      return imageUrl(maxLength ?? 2048)
    default:
      if (required) return requiredText(message, maxLength)
      return normalised ? normalisedText(maxLength ?? 500) : optionalText(maxLength)
  }
}

/** Every field of the table, as zod reads it. */
const submissionFields = z.object(
  Object.fromEntries(SUBMISSION_FIELD_NAMES.map((name) => [name, zodOf(name)])) as unknown as {
    [K in SubmissionFieldName]: ZodOf<(typeof SUBMISSION_FIELDS)[K]>
  },
)
const hasCategoryFields = (data: z.infer<typeof submissionFields>) =>
  REQUIRED_BY_CATEGORY[data.category].every((field) => Boolean(data[field]))

/**
 * One product (WIYHS) submission: the public form, the submit endpoint, the admin edit dialog and
 * every CSV row go through this schema.
 */
export const submissionSchema = submissionFields.refine(hasCategoryFields, {
  message: SUBMISSION_MESSAGES.categoryFields,
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
export const submissionEditSchema = submissionSchema.and(submissionReviewSchema)
export type SubmissionInput = z.input<typeof submissionSchema>
export type SubmissionData = z.output<typeof submissionSchema>

const isSubmissionField = (key: string): key is keyof SubmissionData => (SUBMISSION_FIELD_NAMES as string[]).includes(key)

/** A patch's product fields: the value to store, or null where the patch cleared an optional field. */
export type SubmissionPatch = {
  [K in keyof SubmissionData]?: undefined extends SubmissionData[K] ? SubmissionData[K] | null : SubmissionData[K]
}

/**
 * A partial edit (docs/decisions.md#partial-patch): the stored record merged with the patch must pass the same
 * schema as a new submission, so `{ status }` or `{ imageUrl }` alone is fine while `{ breeder: '' }`
 * on a flower still fails with the contract's message. Only the fields the patch names come back, so an
 * update writes nothing else. Throws the schema's ZodError.
 */
export function parseSubmissionPatch(
  stored: Partial<Record<keyof SubmissionData, unknown>>,
  patch: Record<string, unknown>,
): SubmissionPatch {
  // Stored optional fields are null, which the schema reads as "wrong type", not as "not given".
  const current = Object.fromEntries(SUBMISSION_FIELD_NAMES.map((key) => [key, stored[key] ?? undefined]))
  const sent = Object.keys(patch).filter(isSubmissionField)
  const merged = submissionSchema.parse({ ...current, ...Object.fromEntries(sent.map((key) => [key, patch[key]])) })
  return Object.fromEntries(sent.map((key) => [key, merged[key] ?? null])) as SubmissionPatch
}
