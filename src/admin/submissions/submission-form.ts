import { EXTRACTION_METHODS, FLAMES_MAX, FLAMES_MIN, INDUSTRIES, ROSIN_TYPES } from '@/lib/submissions/options'
import { GENETICS } from '@/lib/strains/options'
import { toOptions } from '@/lib/forms/options'
import { FLAME_LABELS } from '@/lib/submissions/schema'
import type { HeadstashSubmission } from '@/payload-types'

/** The free-text and optional-choice fields of the edit dialog ('' when not set). */
const TEXT_FIELDS = [
  'name',
  'genetics',
  'breeder',
  'rosinType',
  'extractionMethod',
  'edibleType',
  'thcContent',
  'cbdContent',
  'whereAcquired',
  'flavorNotes',
  'vibe',
  'effects',
  'imageUrl',
  'submittedBy',
  'submitterEmail',
  'location',
  'role',
  'reviewNotes',
] as const

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
 * Only what the operator changed is sent (PATCH is partial, design.md decision 16): a field left alone
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

export const OPTIONS = {
  genetics: toOptions(GENETICS),
  rosinType: toOptions(ROSIN_TYPES),
  extractionMethod: toOptions(EXTRACTION_METHODS),
  industry: toOptions(INDUSTRIES),
}
