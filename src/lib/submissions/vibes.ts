/**
 * The vibe vocabulary of WIYHS finds. Vibes stay free text, but the form suggests these, and common
 * near-synonyms are stored as the vibe they mean ("Energy" is "energetic"), so The Cloud's vibe filter
 * offers one entry per vibe instead of one per spelling. Stored (normalised) form: lower case.
 */
export const CANONICAL_VIBES = ['chill', 'energetic', 'euphoric', 'cerebral', 'creative', 'focused', 'sleepy', 'balanced'] as const

const SYNONYMS: Record<(typeof CANONICAL_VIBES)[number], readonly string[]> = {
  chill: ['chilled', 'chilling', 'chillin', 'relaxed', 'relaxing', 'calm', 'mellow', 'laid back', 'laid-back'],
  energetic: ['energy', 'energized', 'energised', 'energizing', 'energising', 'uplifting', 'uplifted', 'upbeat'],
  euphoric: ['euphoria', 'happy', 'giggly', 'blissful'],
  cerebral: ['heady', 'head high', 'thoughtful', 'introspective'],
  creative: ['creativity', 'inspired'],
  focused: ['focus', 'focussed', 'clear headed', 'clear-headed'],
  sleepy: ['sleep', 'sedated', 'sedating'],
  balanced: ['balance'],
}

const CANONICAL_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(SYNONYMS).flatMap(([canonical, synonyms]) => synonyms.map((synonym) => [synonym, canonical] as const)),
)

/** A normalised vibe in its canonical spelling: a known near-synonym becomes its vibe, anything else stays. */
export const canonicalVibe = (vibe: string): string => CANONICAL_OF.get(vibe) ?? vibe
