// Shared looks for links and buttons that act as calls to action.
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-ember-500 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-ember-600 disabled:cursor-not-allowed disabled:opacity-60'

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-stone-300 px-6 py-3 font-semibold transition hover:border-ember-500 hover:text-ember-600 dark:border-smoke-700 dark:hover:text-ember-300'

// Chips are named in globals.css (@layer components): a filter row repeats them in HTML and RSC payload.
export const chipBase = 'chip'

export const chipIdle = 'chip-idle'

export const chipActive = 'chip-active'
