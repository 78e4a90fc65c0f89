/** The searches that count their misses and keep a vocabulary: The Cloud's finds and the strain cloud. */
export const SEARCH_SCOPES = ['cloud', 'strains'] as const
export type SearchScope = (typeof SEARCH_SCOPES)[number]

/**
 * How much a search forgives: a word of at least `oneFrom` letters matches with one typo (a letter
 * inserted, dropped, changed, or two neighbours swapped), one of at least `twoFrom` with two, measured on
 * the longer of the typed and the stored word. Words shorter than `minLength` are never corrected
 * (they still match as prefixes). `trigramThreshold` is how few trigrams a candidate may share (one typo
 * in a five-letter word leaves as little as a fifth of them); the typo distance then decides.
 */
export const TYPO_RULE = {
  oneFrom: 5,
  twoFrom: 9,
  minLength: 4,
  trigramThreshold: 0.1,
  maxCorrections: 5,
} as const

/** Marks around a highlighted match in ts_headline's answer: control characters no stored text holds. */
export const HIGHLIGHT_START = '\u0002'
export const HIGHLIGHT_STOP = '\u0003'

/**
 * A highlighted text as alternating runs: even positions plain, odd positions matched ("Blue Dream"
 * for "dreem" is ["Blue ", "Dream"]). Null when the text holds no match, or when the marked text is not
 * the stored text with marks (a mark character in the text itself): then nothing is highlighted.
 */
export function highlightRuns(marked: string | null | undefined, original: string | null | undefined): string[] | null {
  if (!marked || !original || !marked.includes(HIGHLIGHT_START)) return null
  const runs: string[] = []
  let rest = marked
  while (rest) {
    const start = rest.indexOf(HIGHLIGHT_START)
    if (start < 0) {
      runs.push(rest)
      break
    }
    const stop = rest.indexOf(HIGHLIGHT_STOP, start)
    if (stop < 0) return null
    runs.push(rest.slice(0, start), rest.slice(start + 1, stop))
    rest = rest.slice(stop + 1)
  }
  return runs.join('') === original ? runs : null
}
