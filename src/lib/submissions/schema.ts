import { z } from '../forms/zod'
import { booleanFrom, integerFrom, optionalEmail, optionalEnum, optionalText, requiredText } from '../forms/fields'
import { labelFor } from '../forms/options'
import { normaliseVibe } from './cloud-filters'
import {
  CATEGORY_SPECIFIC_FIELDS,
  fieldSpec,
  REQUIRED_BY_CATEGORY,
  SUBMISSION_FIELD_NAMES,
  type SUBMISSION_FIELDS,
  type SubmissionFieldName,
} from './fields'
import { SUBMISSION_STATUSES } from './options'
import { SUBMISSION_MESSAGES } from './texts'

// The texts live apart from zod so the public pages can have them without it (texts.ts).
export { CONTENT_LABELS, CONTENT_PLACEHOLDERS, FLAME_LABELS, SUBMISSION_MESSAGES, vibeLabel } from './texts'

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
