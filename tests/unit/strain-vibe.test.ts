import { describe, expect, it } from 'vitest'
import { deriveStrainVibe } from '@/lib/strains/vibe'

describe('deriveStrainVibe', () => {
  it('reads each vibe from its keywords in effects or description', () => {
    expect(deriveStrainVibe({ effects: 'Uplifting, clear' })).toBe('energetic')
    expect(deriveStrainVibe({ description: 'A calm nightcap' })).toBe('chill')
    expect(deriveStrainVibe({ effects: 'Giggly' })).toBe('euphoric')
    expect(deriveStrainVibe({ description: 'Deeply introspective' })).toBe('cerebral')
  })

  it('ignores case', () => {
    expect(deriveStrainVibe({ effects: 'SLEEPY' })).toBe('chill')
  })

  it('takes the first vibe in keyword order when several match', () => {
    expect(deriveStrainVibe({ effects: 'Relaxed, happy', description: 'Creative spark' })).toBe('energetic')
    expect(deriveStrainVibe({ effects: 'Happy', description: 'Sedating finish' })).toBe('chill')
    expect(deriveStrainVibe({ effects: 'Cerebral', description: 'Social' })).toBe('euphoric')
  })

  it('is balanced when nothing matches or the texts are missing', () => {
    expect(deriveStrainVibe({ effects: 'Earthy pine', description: 'Smooth smoke' })).toBe('balanced')
    expect(deriveStrainVibe({ effects: null, description: null })).toBe('balanced')
    expect(deriveStrainVibe({})).toBe('balanced')
  })
})
