import type { Category, SUBMISSION_FIELDS, SubmissionFieldName } from './fields'

/** Shown instead of the submitter's name when displayName is false. */
export const ANONYMOUS_NAME = 'Anonymous'

/** Staff see the real name with this mark where the public sees ANONYMOUS_NAME (docs/decisions.md#submitter-privacy). */
export const HIDDEN_NAME_LABEL = 'Hidden from public'

/** Default contributor of bulk-imported rows (docs/decisions.md#bulk-import). */
export const DEFAULT_CONTRIBUTOR_NAME = 'The Headstash Archive'

// The form's messages and labels, without zod: the pages with a submission card or the form import
// these; the schema (schema.ts) and its zod load only where a form is validated
// (docs/decisions.md#byte-budgets).

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
