import { FLAMES_MAX, FLAMES_MIN } from '@/lib/submissions/options'
import { fieldSpec, SUBMISSION_FIELD_NAMES, type SUBMISSION_FIELDS, type SubmissionFieldName } from '@/lib/submissions/fields'
import { toOptions } from '@/lib/forms/options'
import { FLAME_LABELS } from '@/lib/submissions/schema'
import type { HeadstashSubmission } from '@/payload-types'

/** The table's fields an input holds as a string that may be blank: texts and optional choices. */
type BlankableField = {
  [K in SubmissionFieldName]: (typeof SUBMISSION_FIELDS)[K] extends { required: true; kind: 'select' } | { kind: 'number' | 'checkbox' }
    ? never
    : K
}[SubmissionFieldName]
const isBlankable = (name: SubmissionFieldName): name is BlankableField => {
  const { kind, required } = fieldSpec(name)
  return kind !== 'number' && kind !== 'checkbox' && !(kind === 'select' && required)
}

/** The free-text and optional-choice fields of the edit dialog ('' when not set). */
const TEXT_FIELDS = [...SUBMISSION_FIELD_NAMES.filter(isBlankable), 'reviewNotes'] as const

type TextField = (typeof TEXT_FIELDS)[number]
export type SubmissionFormValues = Record<TextField, string> &
  Pick<HeadstashSubmission, 'category' | 'industry' | 'flames'> & {
    status: NonNullable<HeadstashSubmission['status']>
    displayName: boolean
  }

/** The form's starting values: stored nulls become empty inputs. */
export const formValuesOf = (submission: HeadstashSubmission): SubmissionFormValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, String(submission[field] ?? '')])) as Record<TextField, string>),
  category: submission.category,
  industry: submission.industry,
  status: submission.status ?? 'pending',
  flames: submission.flames,
  displayName: submission.displayName !== false,
})

/**
 * Only what the operator changed is sent (PATCH is partial, docs/decisions.md#partial-patch): a field left alone
 * is never rewritten, whatever another operator or tool did to it meanwhile. Raw input values go, so a
 * cleared optional field arrives as '' and the server stores null.
 */
export function changedValues(initial: SubmissionFormValues, current: SubmissionFormValues): Partial<SubmissionFormValues> {
  return Object.fromEntries(Object.entries(current).filter(([field, value]) => initial[field as keyof SubmissionFormValues] !== value))
}

export const FLAME_OPTIONS = Array.from({ length: FLAMES_MAX - FLAMES_MIN + 1 }, (_, index) => FLAMES_MIN + index).map((value) => ({
  value,
  label: `${value} – ${FLAME_LABELS[value]}`,
}))

/** A choice field's options, as the dialog's selects list them. */
export const optionsOf = (name: SubmissionFieldName) => toOptions(fieldSpec(name).options ?? [])
