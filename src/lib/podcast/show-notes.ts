// Show notes are plain text typed by editors; web addresses in it become links, everything else stays
// text. Only http(s) addresses are linked, so `javascript:` and other schemes can never become a href.

export type ShowNotesPart = { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string }

const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi
// Punctuation that ends a sentence is usually not part of the address it follows.
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/

const safeHref = (candidate: string): string | null => {
  try {
    const url = new URL(candidate)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
  } catch {
    return null
  }
}

/** One line of show notes split into text and link parts. */
export function linkifyLine(line: string): ShowNotesPart[] {
  const parts: ShowNotesPart[] = []
  let cursor = 0
  const pushText = (text: string) => {
    if (!text) return
    const last = parts[parts.length - 1]
    if (last?.kind === 'text') last.text += text
    else parts.push({ kind: 'text', text })
  }
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index
    const raw = match[0]
    const address = raw.replace(TRAILING_PUNCTUATION, '')
    pushText(line.slice(cursor, start))
    const href = safeHref(address)
    if (href) parts.push({ kind: 'link', href, text: address })
    else pushText(address)
    cursor = start + address.length
  }
  pushText(line.slice(cursor))
  return parts
}

/** Non-empty lines of the show notes, each split into parts. */
export function parseShowNotes(text: string | null | undefined): ShowNotesPart[][] {
  if (!text) return []
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map(linkifyLine)
}
