/**
 * The fields of a submission, written once.
 *
 * Naming: the entity a visitor sends through /wiyhs and staff review is a "submission" in code
 * (`submissionSchema`, `SUBMISSION_MESSAGES`, `SubmissionForm`, `SubmissionCard`, `CloudSubmissions`,
 * `SubmissionsTab`). Names that are a contract keep their own spelling: the collection slug
 * `headstash-submissions` (and its folder `HeadstashSubmissions`), the API paths (`/api/headstash/…`,
 * `endpoints/headstash`), the type `HeadstashSubmission` Payload generates from the slug, and the texts
 * and routes of the public pages; "find" names only the public page of one submission (`findPath`,
 * `FindDetail`, `findMetadata`), as its route and texts do.
 *
 * Everything that lists the fields derives from this table: the zod schema (schema.ts), Payload's field
 * config (maxLength, the category condition and rule), the bulk CSV columns, the Cloud card's fields,
 * the public form's and the staff dialog's category fields. The order is the CSV's column order.
 */
import { GENETICS } from '../strains/options'
import { VIBE_MAX_LENGTH } from './cloud-filters'
import { EMAIL_MAX } from '../forms/limits'
import { EXTRACTION_METHODS, FLAMES_MAX, FLAMES_MIN, INDUSTRIES, PRODUCT_CATEGORIES, ROSIN_TYPES } from './options'

export type Category = (typeof PRODUCT_CATEGORIES)[number]

/** How a field is entered: its Payload type, and its input in the forms. */
export type FieldKind = 'text' | 'textarea' | 'select' | 'number' | 'email' | 'url' | 'checkbox'

export interface SubmissionFieldSpec {
  /** The field's label in Payload's admin and, where it names none of its own, in the forms. */
  label: string
  kind: FieldKind
  /** Longest text accepted, in characters (the schema, the collection and the database agree). */
  maxLength?: number
  /** Required for every submission. */
  required?: true
  options?: readonly [string, ...string[]]
  /** Bounds of a number. */
  min?: number
  max?: number
  /** Applies only once a category is chosen, and only to these categories. */
  categories?: readonly Category[]
  /** Required for every category in `categories` (the cross-field rule). */
  requiredInCategory?: true
  /** Stored in its canonical form (vibes: "Chill" and " chill " are one). */
  normalised?: true
  /** A column of the bulk upload CSV. */
  csv?: true
  /** Shown on the public Cloud card. */
  card?: true
  /** The label of the staff edit dialog, where it differs. */
  staffLabel?: string
  placeholder?: string
}

export const SUBMISSION_FIELDS = {
  category: { label: 'Category', kind: 'select', required: true, options: PRODUCT_CATEGORIES, csv: true, card: true },
  name: { label: 'Product Name', kind: 'text', maxLength: 150, required: true, csv: true, card: true, placeholder: 'e.g. Gelato #33' },
  genetics: {
    label: 'Genetics',
    kind: 'select',
    options: GENETICS,
    categories: ['flower'],
    requiredInCategory: true,
    csv: true,
    card: true,
  },
  breeder: {
    label: 'Breeder',
    kind: 'text',
    maxLength: 150,
    categories: ['flower', 'concentrate'],
    requiredInCategory: true,
    csv: true,
    card: true,
    placeholder: 'e.g. Cookie Fam',
  },
  rosinType: {
    label: 'Concentrate Type',
    kind: 'select',
    options: ROSIN_TYPES,
    categories: ['concentrate'],
    requiredInCategory: true,
    csv: true,
    card: true,
    staffLabel: 'Rosin Type',
  },
  extractionMethod: {
    label: 'Extraction Method',
    kind: 'select',
    options: EXTRACTION_METHODS,
    categories: ['concentrate'],
    requiredInCategory: true,
    csv: true,
    card: true,
  },
  edibleType: {
    label: 'Edible Type',
    kind: 'text',
    maxLength: 100,
    categories: ['edible'],
    requiredInCategory: true,
    csv: true,
    card: true,
    placeholder: 'e.g. gummy, chocolate, beverage',
  },
  thcContent: {
    // The list and filters show this one; the edit views' labels follow the category (CONTENT_LABELS).
    label: 'THC (percentage, or per serving for edibles)',
    kind: 'text',
    maxLength: 50,
    categories: PRODUCT_CATEGORIES,
    csv: true,
    card: true,
    staffLabel: 'THC Content',
  },
  cbdContent: {
    label: 'Terpene Percentage (flower) / CBD',
    kind: 'text',
    maxLength: 50,
    categories: PRODUCT_CATEGORIES,
    csv: true,
  },
  whereAcquired: {
    label: 'Where You Got It',
    kind: 'text',
    maxLength: 200,
    required: true,
    csv: true,
    staffLabel: 'Where Acquired',
    placeholder: 'Dispensary, drop or event',
  },
  flavorNotes: { label: 'Flavor Notes', kind: 'textarea', maxLength: 500, csv: true, card: true, placeholder: 'e.g. gas, citrus, pine' },
  vibe: { label: 'Vibe', kind: 'text', maxLength: VIBE_MAX_LENGTH, normalised: true, csv: true, card: true, placeholder: 'e.g. chill' },
  effects: { label: 'Effects', kind: 'textarea', maxLength: 500, csv: true, card: true, placeholder: 'e.g. relaxed, sleepy, hungry' },
  flames: {
    label: `Flames Rating (${FLAMES_MIN}-${FLAMES_MAX})`,
    kind: 'number',
    min: FLAMES_MIN,
    max: FLAMES_MAX,
    required: true,
    csv: true,
    card: true,
  },
  imageUrl: {
    label: 'Picture address (URL)',
    kind: 'url',
    maxLength: 2048,
    csv: true,
    staffLabel: 'Image URL',
    placeholder: 'https://… or /api/media/file/…',
  },
  submittedBy: { label: 'Name / Handle', kind: 'text', maxLength: 120, required: true, csv: true, card: true, staffLabel: 'Submitted By' },
  submitterEmail: {
    label: 'E-mail',
    kind: 'email',
    maxLength: EMAIL_MAX,
    csv: true,
    staffLabel: 'Submitter Email',
    placeholder: 'name@example.com',
  },
  displayName: { label: 'Show name publicly', kind: 'checkbox' },
  location: { label: 'Location', kind: 'text', maxLength: 150, required: true, csv: true, card: true, placeholder: 'e.g. Denver, CO' },
  industry: { label: 'Industry', kind: 'select', required: true, options: INDUSTRIES, csv: true },
  role: { label: 'Role', kind: 'text', maxLength: 100, csv: true, placeholder: 'e.g. budtender' },
} as const satisfies Record<string, SubmissionFieldSpec>

type Fields = typeof SUBMISSION_FIELDS
export type SubmissionFieldName = keyof Fields

export const SUBMISSION_FIELD_NAMES = Object.keys(SUBMISSION_FIELDS) as SubmissionFieldName[]

/** The table entry of a field, read through the common shape (not every entry names every property). */
export const fieldSpec = (name: SubmissionFieldName): SubmissionFieldSpec => SUBMISSION_FIELDS[name]

type NamesWhere<Flag extends keyof SubmissionFieldSpec> = {
  [K in SubmissionFieldName]: Fields[K] extends Record<Flag, unknown> ? K : never
}[SubmissionFieldName]

const namesWhere = <Flag extends keyof SubmissionFieldSpec>(flag: Flag) =>
  SUBMISSION_FIELD_NAMES.filter((name): name is NamesWhere<Flag> => fieldSpec(name)[flag] !== undefined)

/** Fields that depend on the category; the forms clear them when the category changes. */
export const CATEGORY_SPECIFIC_FIELDS = namesWhere('categories')
export type CategoryField = (typeof CATEGORY_SPECIFIC_FIELDS)[number]

/** Whether a field applies to a submission of this category (the common fields apply to all). */
export const appliesTo = (name: SubmissionFieldName, category: Category | null | undefined): boolean => {
  const { categories } = fieldSpec(name)
  return categories === undefined || (category != null && categories.includes(category))
}

const requiredIn = (category: Category): readonly CategoryField[] =>
  CATEGORY_SPECIFIC_FIELDS.filter((name) => fieldSpec(name).requiredInCategory && appliesTo(name, category))

/** What each category needs on top of the common fields. */
export const REQUIRED_BY_CATEGORY: Record<Category, readonly CategoryField[]> = {
  flower: requiredIn('flower'),
  concentrate: requiredIn('concentrate'),
  edible: requiredIn('edible'),
}

export const isCategory = (value: unknown): value is Category =>
  typeof value === 'string' && (PRODUCT_CATEGORIES as readonly string[]).includes(value)

/** The columns of the bulk upload CSV, in the order of the sample file. */
export const CSV_COLUMNS = namesWhere('csv')
export type CsvColumn = (typeof CSV_COLUMNS)[number]

/** The stored fields a public Cloud card shows. */
export const CARD_FIELDS = namesWhere('card')
export type CardFieldName = (typeof CARD_FIELDS)[number]

/**
 * "Flower only.", "Flower and concentrate.": which categories a detail field belongs to, for staff.
 * Fields of every category say nothing.
 */
export function categoriesNote(name: SubmissionFieldName): string | undefined {
  const { categories } = fieldSpec(name)
  if (!categories || categories.length === PRODUCT_CATEGORIES.length) return undefined
  const named = categories.join(', ').replace(/, ([^,]*)$/, ' and $1')
  const sentence = named.charAt(0).toUpperCase() + named.slice(1)
  return categories.length === 1 ? `${sentence} only.` : `${sentence}.`
}
