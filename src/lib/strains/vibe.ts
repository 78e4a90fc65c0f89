/** The derived vibe of a strain: computed from its effects and description, never stored. */
export const STRAIN_VIBES = ['energetic', 'chill', 'euphoric', 'cerebral', 'balanced'] as const
export type StrainVibe = (typeof STRAIN_VIBES)[number]

// Order matters: the first vibe whose keyword appears wins; none gives "balanced".
const VIBE_KEYWORDS: ReadonlyArray<readonly [Exclude<StrainVibe, 'balanced'>, readonly string[]]> = [
  ['energetic', ['energetic', 'creative', 'focused', 'uplifting']],
  ['chill', ['relaxed', 'calm', 'sleepy', 'sedating']],
  ['euphoric', ['euphoric', 'happy', 'giggly', 'social']],
  ['cerebral', ['cerebral', 'mental', 'thoughtful', 'introspective']],
]

/** The vibe tabs of the strain cloud; "balanced" strains show only under All Vibes. */
export const VIBE_TABS: ReadonlyArray<{ value: Exclude<StrainVibe, 'balanced'> | 'all'; label: string }> = [
  { value: 'all', label: 'All Vibes' },
  { value: 'energetic', label: 'Energy' },
  { value: 'chill', label: 'Chill' },
  { value: 'euphoric', label: 'Euphoric' },
  { value: 'cerebral', label: 'Cerebral' },
]

export function deriveStrainVibe(strain: { effects?: string | null; description?: string | null }): StrainVibe {
  const text = `${strain.effects ?? ''} ${strain.description ?? ''}`.toLowerCase()
  for (const [vibe, keywords] of VIBE_KEYWORDS) {
    if (keywords.some((keyword) => text.includes(keyword))) return vibe
  }
  return 'balanced'
}
