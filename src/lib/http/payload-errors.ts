import type { AfterErrorHook } from 'payload'

export const PAYLOAD_ERROR_MESSAGES = {
  invalidValue: 'The request contains a value that is not valid here',
  malformedForm: 'The request body could not be read as a form',
} as const

/** What the multipart parser (busboy, inside Payload's body parsing) throws on a body it cannot read. */
const FORM_PARSER_ERRORS = new Set(['Malformed part header', 'Unexpected end of form', 'Unexpected end of file', 'Malformed urlencoded form', 'Multipart: Boundary not found', 'Missing Content-Type', 'Malformed content type'])
const isMalformedForm = (error: Error) => FORM_PARSER_ERRORS.has(error.message) && Boolean(error.stack?.includes('busboy'))

/**
 * The SQLSTATE of a Postgres error anywhere in the cause chain (Drizzle and Payload wrap it).
 * Class 22 ("data exception": text for a number, an id beyond the integer range, U+0000 in text, a bad
 * date) is always caused by the request's values, never by the server.
 */
export function isInvalidInputError(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Payload's generated REST routes answer `{ errors: [{ message }] }`. Every non-2xx JSON answer of this
 * site carries a top-level `message` as well (design.md decision 13), and a value the database refuses
 * as invalid input, or a multipart body the parser cannot read, is the client's mistake: 400, not 500.
 */
export const answerErrorsWithMessage: AfterErrorHook = ({ error, result }) => {
  if (!result) return
  const malformedForm = isMalformedForm(error)
  const invalidInput = malformedForm || isInvalidInputError(error)
  const message = malformedForm
    ? PAYLOAD_ERROR_MESSAGES.malformedForm
    : invalidInput
      ? PAYLOAD_ERROR_MESSAGES.invalidValue
      : result.errors.find((item) => item.message)?.message
  return {
    response: invalidInput ? { errors: [{ message }], message } : { ...result, ...(message ? { message } : {}) },
    ...(invalidInput ? { status: 400 } : {}),
  }
}
