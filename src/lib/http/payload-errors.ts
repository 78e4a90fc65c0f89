import type { AfterErrorHook } from 'payload'

export const PAYLOAD_ERROR_MESSAGES = {
  invalidValue: 'The request contains a value that is not valid here',
  malformedForm: 'The request body could not be read as a form',
  malformedJson: 'Request body must be valid JSON',
  operatorNotForField: "The query uses an operator this field's type does not support (like and contains compare text only)",
} as const

/** What the multipart parser (busboy, inside Payload's body parsing) throws on a body it cannot read. */
const FORM_PARSER_ERRORS = new Set([
  'Malformed part header',
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed urlencoded form',
  'Multipart: Boundary not found',
  'Missing Content-Type',
  'Malformed content type',
])
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
 * Postgres found no operator for the comparison a `where` asked for (SQLSTATE 42883), e.g. `like` on a
 * select (an enum column) or a date: Payload's query validation checks paths and access, not whether an
 * operator suits the field's type, so the request reaches the database with it.
 */
function isOperatorMismatchError(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (code === '42883' && typeof message === 'string' && message.startsWith('operator does not exist')) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * The message for an error caused by the request rather than the server, or undefined: a value the
 * database refuses as invalid input, a multipart body the parser cannot read, or JSON that does not
 * parse (handlers that call req.json() themselves, e.g. the SEO plugin's, throw the parser's SyntaxError),
 * a `where` operator the field's type has none of.
 */
export function clientErrorMessage(error: unknown): string | undefined {
  if (error instanceof Error && isMalformedForm(error)) return PAYLOAD_ERROR_MESSAGES.malformedForm
  if (error instanceof SyntaxError) return PAYLOAD_ERROR_MESSAGES.malformedJson
  if (isInvalidInputError(error)) return PAYLOAD_ERROR_MESSAGES.invalidValue
  if (isOperatorMismatchError(error)) return PAYLOAD_ERROR_MESSAGES.operatorNotForField
  return undefined
}

/**
 * Payload's generated REST routes answer `{ errors: [{ message }] }`. Every non-2xx JSON answer of this
 * site carries a top-level `message` as well (docs/decisions.md#error-answers), and an error the request caused
 * is a 400, not a 500.
 */
export const answerErrorsWithMessage: AfterErrorHook = ({ error, result }) => {
  if (!result) return
  const clientMessage = clientErrorMessage(error)
  if (clientMessage) return { response: { errors: [{ message: clientMessage }], message: clientMessage }, status: 400 }
  const message = result.errors.find((item) => item.message)?.message
  return { response: { ...result, ...(message ? { message } : {}) } }
}
