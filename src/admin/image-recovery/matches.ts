// The Smart Match Results list: rows arrive one per uploaded
// image and leave when their match is applied.

import type { MatchCandidate, MatchConfidence } from '@/lib/images/smart-match'
import { countOf } from '@/lib/admin/toasts'

/** The answer of POST /api/admin/recover-images. */
export interface RecoverImageResponse {
  fileName: string
  cloudUrl: string
  suggestedMatch: MatchCandidate | null
  confidence: MatchConfidence
  originalSize?: number
}

export interface MatchRow extends RecoverImageResponse {
  /** Two uploads of the same file name are two rows, so rows are keyed by upload, not by name. */
  key: string
}

export type MatchAction = { type: 'added'; row: MatchRow } | { type: 'applied'; keys: readonly string[] }

export function matchesReducer(rows: readonly MatchRow[], action: MatchAction): MatchRow[] {
  switch (action.type) {
    case 'added':
      return [...rows, action.row]
    case 'applied': {
      const applied = new Set(action.keys)
      return rows.filter((row) => !applied.has(row.key))
    }
  }
}

/** Rows Apply All Exact Matches acts on. */
export const exactRows = (rows: readonly MatchRow[]) =>
  rows.filter(
    (row): row is MatchRow & { suggestedMatch: MatchCandidate } => row.confidence === 'exact match' && row.suggestedMatch !== null,
  )

/**
 * Rows that suggest a submission, exact or partial: the one count of matches, shown by the status
 * tile and the results footer alike (a row without a suggestion is no match to review).
 */
export const matchesFound = (rows: readonly MatchRow[]) => rows.filter((row) => row.suggestedMatch !== null).length

/** Footer text of the Smart Match Results. */
export const matchesFoundText = (rows: readonly MatchRow[]) => `${countOf(matchesFound(rows), 'match', 'matches')} found`

const CONFIDENCES: readonly string[] = ['exact match', 'partial match', 'no match'] satisfies MatchConfidence[]

export function isRecoverImageResponse(body: unknown): body is RecoverImageResponse {
  if (body === null || typeof body !== 'object') return false
  const { fileName, cloudUrl, suggestedMatch, confidence } = body as Record<string, unknown>
  const matchOk =
    suggestedMatch === null ||
    (typeof suggestedMatch === 'object' &&
      suggestedMatch !== null &&
      typeof (suggestedMatch as Record<string, unknown>).id === 'number' &&
      typeof (suggestedMatch as Record<string, unknown>).name === 'string')
  return (
    typeof fileName === 'string' &&
    typeof cloudUrl === 'string' &&
    typeof confidence === 'string' &&
    CONFIDENCES.includes(confidence) &&
    matchOk
  )
}
