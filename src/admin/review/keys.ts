/** What a key does on the review screen. */
export type ReviewCommand =
  | 'next'
  | 'previous'
  | 'approve'
  | 'reject'
  | 'edit'
  | 'select'
  | 'approveSelection'
  | 'rejectSelection'
  | 'undo'
  | 'focusView'
  | 'closeFocusView'
  | 'help'

/** The keys of the review screen, in the order the "Keyboard shortcuts" dialog lists them. */
export const REVIEW_KEYS: ReadonlyArray<{ keys: readonly string[]; command: ReviewCommand; label: string }> = [
  { keys: ['j'], command: 'next', label: 'Next entry' },
  { keys: ['k'], command: 'previous', label: 'Previous entry' },
  { keys: ['a'], command: 'approve', label: 'Approve the entry' },
  { keys: ['r'], command: 'reject', label: 'Reject the entry: pick a reason with 1–7 (n adds a note first)' },
  { keys: ['e'], command: 'edit', label: 'Edit the entry' },
  { keys: ['x'], command: 'select', label: 'Select or unselect the entry' },
  { keys: ['A'], command: 'approveSelection', label: 'Approve the selected entries' },
  { keys: ['R'], command: 'rejectSelection', label: 'Reject the selected entries' },
  { keys: ['u'], command: 'undo', label: 'Undo the last decision (within 10 seconds)' },
  { keys: ['o', 'Enter'], command: 'focusView', label: 'Open or close the one-entry view with the large photo' },
  { keys: ['Escape'], command: 'closeFocusView', label: 'Back to the list' },
  { keys: ['?'], command: 'help', label: 'Show these keys' },
]

const COMMAND_OF_KEY = new Map(REVIEW_KEYS.flatMap(({ keys, command }) => keys.map((key) => [key, command] as const)))

export interface KeyEventLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  target: EventTarget | null
}

/** The nearest element matching `selector` from the event's target (null when the target is no element). */
const closestTo = (target: EventTarget | null, selector: string): Element | null =>
  target && typeof (target as Element).closest === 'function' ? (target as Element).closest(selector) : null

/** Fields that take typed keys; a checkbox, radio or button input does not. */
const TYPING_SELECTOR = [
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"])',
  'textarea',
  'select',
  '[contenteditable="true"]',
  '[role="textbox"]',
  '[role="combobox"]',
].join(', ')

/** Typing into a field, or working a control that uses the keys itself, is never a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if ((target as HTMLElement | null)?.isContentEditable) return true
  return closestTo(target, TYPING_SELECTOR) !== null
}

/**
 * The command of a key press, or null when the screen must leave it alone: a modifier chord (browser
 * and screen-reader shortcuts), typing in a field, or a key with no command. Enter on a button or a
 * link keeps its own meaning.
 */
export function reviewCommandOf(event: KeyEventLike): ReviewCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  if (isTypingTarget(event.target)) return null
  if (event.key === 'Enter' && closestTo(event.target, 'button, a, summary')) return null
  return COMMAND_OF_KEY.get(event.key) ?? null
}

/** The reason picked by a digit key in the rejection menu (1 is the first reason), if any. */
export function reasonIndexOf(key: string, count: number): number | null {
  if (!/^[1-9]$/.test(key)) return null
  const index = Number(key) - 1
  return index < count ? index : null
}
