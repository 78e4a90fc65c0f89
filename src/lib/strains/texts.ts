// The strain form's texts without zod: the form imports these when its page loads; the schema
// (schema.ts) and its zod only when the form is first validated (docs/decisions.md#byte-budgets).

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
