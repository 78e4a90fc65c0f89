/**
 * What a form's server action answers (docs/decisions.md#works-without-javascript): without JavaScript
 * the browser posts the form, the server runs the action and renders the page again with this state, so
 * the visitor reads the same title and message the enhanced form shows in a toast, each field's
 * message beside it, and finds what they typed still in the boxes. Safe for client bundles: data only.
 */
export interface FormState {
  status: 'idle' | 'success' | 'error'
  title?: string
  message?: string
  /** The first message of each field that failed, keyed by field name. */
  fieldErrors?: Record<string, string>
  /** The text the visitor sent, keyed by field name (files and the honeypot never come back). */
  values?: Record<string, string>
}

export const IDLE_FORM: FormState = { status: 'idle' }

/** A sent value to show again after a failed submission; a success starts the form empty. */
export const keptValue = (state: FormState, name: string): string | undefined =>
  state.status === 'error' ? state.values?.[name] : undefined
