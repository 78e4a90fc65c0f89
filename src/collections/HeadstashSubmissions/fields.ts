import type { Condition, Field, FieldAccess, FieldHook, SelectFieldSingleValidation, TextFieldSingleValidation } from 'payload'
import { select, text } from 'payload/shared'
import { toOptions } from '@/lib/forms/options'
import { appliesTo, categoriesNote, fieldSpec, isCategory, type SubmissionFieldName } from '@/lib/submissions/fields'
import { SUBMISSION_MESSAGES } from '@/lib/submissions/schema'

type Data = Partial<Record<string, unknown>>

/** The public form's rule: a detail field shows only once a category is chosen, and only for the categories it belongs to. */
const showFor =
  (name: SubmissionFieldName): Condition =>
  (data: Data) =>
    isCategory(data.category) && appliesTo(name, data.category)

/**
 * The shared schema's cross-field rule for writers that bypass it (Payload's admin, REST, GraphQL).
 * siblingData is the stored document merged with the change, so a partial update is judged whole.
 */
const missingForCategory = (name: SubmissionFieldName, siblingData: Data) =>
  fieldSpec(name).requiredInCategory === true &&
  isCategory(siblingData.category) &&
  appliesTo(name, siblingData.category) &&
  !siblingData[name]
const requiredTextByCategory =
  (name: SubmissionFieldName): TextFieldSingleValidation =>
  (value, options) =>
    missingForCategory(name, options.siblingData) ? SUBMISSION_MESSAGES.categoryFields : text(value, options)
const requiredSelectByCategory =
  (name: SubmissionFieldName): SelectFieldSingleValidation =>
  (value, options) =>
    missingForCategory(name, options.siblingData) ? SUBMISSION_MESSAGES.categoryFields : select(value, options)

export interface FieldExtras {
  label?: string
  index?: boolean
  defaultValue?: unknown
  access?: { read?: FieldAccess; create?: FieldAccess; update?: FieldAccess }
  hooks?: { beforeValidate?: FieldHook[]; afterRead?: FieldHook[] }
  admin?: Record<string, unknown>
}

/**
 * A product field of the collection, built from the submission field table: its label, type, limits,
 * choices, placeholder and category rule; `extras` adds what only Payload's admin needs.
 */
export function submissionField(name: SubmissionFieldName, { admin, ...extras }: FieldExtras = {}): Field {
  const { label, kind, maxLength, required, options, min, max, categories, placeholder } = fieldSpec(name)
  const description = categoriesNote(name)
  const base = {
    name,
    label,
    ...(required ? { required: true } : {}),
    ...extras,
    admin: {
      ...(categories ? { condition: showFor(name) } : {}),
      ...(placeholder ? { placeholder } : {}),
      ...(description ? { description } : {}),
      ...admin,
    },
  }
  switch (kind) {
    case 'select':
      return {
        ...base,
        type: 'select',
        options: toOptions(options ?? []),
        ...(categories ? { validate: requiredSelectByCategory(name) } : {}),
      } as Field
    case 'number':
      return { ...base, type: 'number', min, max } as Field
    case 'checkbox':
      return { ...base, type: 'checkbox' } as Field
    case 'email':
      return { ...base, type: 'email' } as Field
    case 'textarea':
      return { ...base, type: 'textarea', maxLength } as Field
    default:
      return { ...base, type: 'text', maxLength, ...(categories ? { validate: requiredTextByCategory(name) } : {}) } as Field
  }
}
