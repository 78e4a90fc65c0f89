import { z } from '@/lib/forms/zod'
import { changelogSchema } from '@/lib/changelog/schema'
import type { CHANGELOG_TYPES } from '@/lib/changelog/options'
import { isRecord } from '@/lib/forms/fields'

export interface ChangelogFormValues {
  title: string
  description: string
  type: (typeof CHANGELOG_TYPES)[number]
  isPublic: boolean
  isNew: boolean
}

export const changelogFormSchema = z
  .custom<ChangelogFormValues>(isRecord)
  .transform((values): z.input<typeof changelogSchema> => values)
  .pipe(changelogSchema)
