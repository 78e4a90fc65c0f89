// The episode editor's automatic fields (slug, meta title, meta description), shared by the editor and the API.

export const META_TITLE_SUFFIX = ' - Herban Conversations | Headstash'
export const META_DESCRIPTION_CUTOFF = 150
export const META_DESCRIPTION_KEEP = 147
export const TAKEAWAY_CARD_LIMIT = 40
export const TOPIC_CHIP_LIMIT = 20
export const TOPIC_CHIP_KEEP = 17
export const TOPIC_CHIPS_SHOWN = 4

/** "ep" + number padded to 3 digits + "-" + the title lowercased, cleaned and hyphenated. */
export function buildEpisodeSlug(episodeNumber: number, title: string): string {
  const cleanTitle = title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
  const number = String(Math.max(1, Math.floor(episodeNumber) || 1)).padStart(3, '0')
  return cleanTitle ? `ep${number}-${cleanTitle}` : `ep${number}`
}

// Trimmed first: a stray space typed in the editor must not end up in the browser tab and search results.
export const buildMetaTitle = (title: string): string => `${title.trim()}${META_TITLE_SUFFIX}`

/** The summary, cut to 147 characters plus an ellipsis when it is longer than 150. */
export const buildMetaDescription = (summary: string): string => {
  const text = summary.trim()
  return text.length > META_DESCRIPTION_CUTOFF ? `${text.slice(0, META_DESCRIPTION_KEEP)}...` : text
}

/** Cuts `text` to `keep` characters plus an ellipsis when it is longer than `limit`. */
export const truncate = (text: string, limit: number, keep = limit): string => (text.length > limit ? `${text.slice(0, keep)}...` : text)

/** Episode cards: up to 4 topic chips, each over 20 characters cut to 17 + "...", and a "+N" remainder. */
export function topicChips(topics: readonly string[]): { chips: string[]; remainder: number } {
  return {
    chips: topics.slice(0, TOPIC_CHIPS_SHOWN).map((topic) => truncate(topic, TOPIC_CHIP_LIMIT, TOPIC_CHIP_KEEP)),
    remainder: Math.max(0, topics.length - TOPIC_CHIPS_SHOWN),
  }
}

/** The editor's textarea: one takeaway per line, blank lines dropped. */
export const takeawaysFromLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
