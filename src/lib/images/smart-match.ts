// Image recovery's smart match: names compared without extension, hyphens, underscores, whitespace or case;
// equal is an exact match, one containing the other a partial match.

export type MatchConfidence = 'exact match' | 'partial match' | 'no match'

export interface MatchCandidate {
  id: number
  name: string
}

export interface SmartMatch {
  fileName: string
  suggestedMatch: MatchCandidate | null
  confidence: MatchConfidence
}

/** Lower-cased, without hyphens, underscores and whitespace. */
const squash = (text: string) => text.replace(/[-_\s]/g, '').toLowerCase()

/** A file name is compared without its extension. */
export const normaliseFileName = (fileName: string) => squash(fileName.replace(/\.[^./\\]+$/, ''))
export const normaliseSubmissionName = (name: string) => squash(name)

/**
 * Equal names are an exact match and the first one ends the search; one containing the other is a
 * partial match, and without an exact match the last partial candidate wins; otherwise no match.
 */
export function smartMatch(fileName: string, candidates: readonly MatchCandidate[]): SmartMatch {
  const file = normaliseFileName(fileName)
  let partial: MatchCandidate | null = null
  if (file) {
    for (const candidate of candidates) {
      const name = normaliseSubmissionName(candidate.name)
      if (!name) continue
      if (name === file) return { fileName, suggestedMatch: candidate, confidence: 'exact match' }
      if (name.includes(file) || file.includes(name)) partial = candidate
    }
  }
  return partial
    ? { fileName, suggestedMatch: partial, confidence: 'partial match' }
    : { fileName, suggestedMatch: null, confidence: 'no match' }
}
