import { EMAIL_MAX } from './limits'
import { z } from './zod'

/** Empty strings and whitespace from forms and CSV cells mean "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** A required text: trimmed, at least one character, bounded so no field can carry megabytes. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`)

/** An optional text: blank becomes undefined. */
export const optionalText = (max = 500) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `Must be at most ${max} characters`).optional())

/** An optional choice among `values`: blank becomes undefined. */
export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional())

export { EMAIL_MAX } from './limits'

/** An e-mail address, trimmed and lower-cased so one person is one address. */
export const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, message)
    .pipe(z.email({ error: message }))

export const optionalEmail = (message: string) => z.preprocess(blankToUndefined, email(message).optional())

/** Whole numbers also arrive as strings (multipart forms, CSV cells). */
export const integerFrom = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  )

/** Booleans also arrive as "true"/"false" strings; absent means `fallback`. */
export const booleanFrom = (fallback: boolean) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return fallback
      if (value === 'true') return true
      if (value === 'false') return false
      return value
    },
    z.boolean({ error: 'Must be true or false' }),
  )

// HEADER-OF-ADMIN-FORMS
// The admin forms validate with their endpoint's own schema. Those schemas accept loose input (strings
// for numbers, blanks for "not given"), so their input type is `unknown`; each form schema below types
// the values as the form's inputs hold them and pipes them into the endpoint schema unchanged, so a
// message beside a field is exactly the server's.

export const isRecord = (value: unknown) => typeof value === 'object' && value !== null
