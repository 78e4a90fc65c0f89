import { z } from '../forms/zod'
import { email, optionalText, requiredText } from '../forms/fields'
import { STRAIN_TYPES } from './options'

export const STRAIN_MESSAGES = {
  strainName: 'Strain name is required',
  submitterName: 'Your name is required',
  submitterEmail: 'Valid email is required',
  description: 'Description must be at least 10 characters',
  // Named as the form names it, not by the stored values (the contract gives no text for this one).
  strainType: 'Choose a strain type',
  successTitle: 'Strain Submitted Successfully!',
  success: 'Your strain has been added to the Headstash Cloud. Thank you for contributing!',
  failureTitle: 'Submission Failed',
  failureFallback: 'Unable to submit strain. Please try again.',
} as const

export const STRAIN_DESCRIPTION_MIN = 10

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
