// Lexical JSON as Payload's editor stores it, for tests that write rich text (newsletter issue bodies).
export const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })

export const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

/** A block node (a live block of an issue) with the fields given. */
export const block = (fields: Record<string, unknown>) => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: `${Math.random()}`.slice(2, 14), blockName: '', ...fields },
})
