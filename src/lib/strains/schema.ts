import { z } from '../forms/zod'
import { email, optionalText, requiredText } from '../forms/fields'
import { STRAIN_TYPES } from './options'
import { STRAIN_DESCRIPTION_MIN, STRAIN_MESSAGES } from './texts'

// The texts live apart from zod so the form's page can have them without it (texts.ts).
export { STRAIN_DESCRIPTION_MIN, STRAIN_MESSAGES } from './texts'

export const strainSubmissionSchema = z.object({
  strainName: requiredText(STRAIN_MESSAGES.strainName, 120),
  strainType: z.enum(STRAIN_TYPES, { error: STRAIN_MESSAGES.strainType }).default('hybrid'),
  submitterName: requiredText(STRAIN_MESSAGES.submitterName, 120),
  submitterEmail: email(STRAIN_MESSAGES.submitterEmail),
  description: z
    .string({ error: STRAIN_MESSAGES.description })
    .trim()
    .min(STRAIN_DESCRIPTION_MIN, STRAIN_MESSAGES.description)
    .max(5000, 'Description must be at most 5000 characters'),
  effects: optionalText(1000),
  thcContent: optionalText(50),
  cbdContent: optionalText(50),
  terpenes: optionalText(300),
  growInfo: optionalText(3000),
  personalStory: optionalText(5000),
})
export type StrainSubmissionInput = z.input<typeof strainSubmissionSchema>
export type StrainSubmissionData = z.output<typeof strainSubmissionSchema>
