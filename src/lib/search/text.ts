/** Search text is cut to this many characters and this many words before it reaches SQL. */
export const SEARCH_MAX_LENGTH = 80
export const SEARCH_MAX_TERMS = 8

/**
 * Search text in the one form it is cached and queried in. Web-search syntax survives (Postgres's
 * websearch_to_tsquery reads it): "quoted phrases", -excluded words and the word or. Everything else is
 * lower case, every other run of characters than letters and digits is one space (so would-be tsquery
 * operators never reach Postgres and "Blue  Dream!" equals "blue dream"), a quote left open is dropped,
 * a minus counts only in front of a word outside quotes, at most SEARCH_MAX_TERMS words and
 * SEARCH_MAX_LENGTH characters, without cutting a word in two; blank means none.
 */
export const normaliseSearch = (value: string | null | undefined): string | undefined => {
  // A minus joined to the word before it ("og-kush") separates words; only one after a space excludes.
  const tokens = (value ?? '').toLowerCase().match(/"|(?<![\p{L}\p{N}])-?[\p{L}\p{N}]+/gu) ?? []
  // Words with their marks: a phrase's words carry its opening and closing quote.
  const words: Array<{ word: string; open: boolean; close: boolean; exclude: boolean }> = []
  let inPhrase = false
  let phraseStart = -1
  for (const token of tokens) {
    if (token === '"') {
      // A one-word phrase is just the word.
      if (inPhrase && phraseStart < words.length - 1) {
        words[phraseStart]!.open = true
        words[words.length - 1]!.close = true
      }
      inPhrase = !inPhrase
      phraseStart = words.length
      continue
    }
    const exclude = token.startsWith('-') && !inPhrase
    words.push({ word: token.replace(/^-/, ''), open: false, close: false, exclude })
  }
  const render = (list: typeof words) => {
    // A phrase cut by the bounds loses its quotes rather than staying open.
    let open = false
    const shown = list.map(({ word, exclude, open: opens, close }) => {
      if (opens) open = true
      const text = `${exclude ? '-' : ''}${word}`
      if (close && open) {
        open = false
        return `${text}"`
      }
      return opens ? `"${text}` : text
    })
    const quotes = shown.join(' ').split('"').length - 1
    return quotes % 2 ? shown.join(' ').replace(/"(?!.*")/, '') : shown.join(' ')
  }
  const bounded = words.slice(0, SEARCH_MAX_TERMS)
  const kept: typeof words = []
  for (const word of bounded) {
    if (render([...kept, word]).length > SEARCH_MAX_LENGTH) break
    kept.push(word)
  }
  // A single word longer than the limit is cut rather than dropped.
  const first = words[0]
  const q = kept.length ? render(kept) : first ? first.word.slice(0, SEARCH_MAX_LENGTH) : ''
  return q || undefined
}
