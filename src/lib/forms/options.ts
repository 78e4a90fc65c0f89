const ACRONYMS = new Set(['bho', 'co2'])

/** Readable label of an enumeration value: `ice-water-hash` → `Ice Water Hash`, `co2-extract` → `CO2 Extract`. */
export const labelFor = (value: string): string =>
  value
    .split(/[-_]/)
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')

/** Payload select options for an enumeration. */
export const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: labelFor(value) }))
