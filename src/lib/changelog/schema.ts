import { z } from '@/lib/forms/zod'
import { booleanFrom, optionalText, requiredText } from '@/lib/forms/fields'
import { CHANGELOG_TYPES } from '@/lib/changelog/options'

export const CHANGELOG_MESSAGES = {
  changelogTitle: 'Title is required',
  changelogDescription: 'Description is required',
} as const

export const changelogSchema = z.object({
  title: requiredText(CHANGELOG_MESSAGES.changelogTitle, 200),
  description: requiredText(CHANGELOG_MESSAGES.changelogDescription, 5000),
  type: z.enum(CHANGELOG_TYPES).default('feature'),
  version: optionalText(40),
  // The create form defaults to public, unlike the stored default (docs/decisions.md#changelog-types).
  isPublic: booleanFrom(true),
  isNew: booleanFrom(true),
})

export const changelogUpdateSchema = z.object({
  title: changelogSchema.shape.title.optional(),
  description: changelogSchema.shape.description.optional(),
  type: z.enum(CHANGELOG_TYPES).optional(),
  version: optionalText(40),
  isPublic: z.boolean().optional(),
  isNew: z.boolean().optional(),
})
