import { describe, expect, it } from 'vitest'
import { normaliseFileName, smartMatch } from '@/lib/images/smart-match'

const candidates = [
  { id: 1, name: 'Blue Dream' },
  { id: 2, name: 'Blue Dream Live Rosin' },
  { id: 3, name: 'Dream' },
  { id: 4, name: 'blue_dream' },
  { id: 5, name: 'Gelato 41' },
]

describe('smart match (image recovery)', () => {
  it('normalises file names: no extension, no hyphens, underscores or spaces, lower case', () => {
    expect(normaliseFileName('Blue-Dream_final 2.JPG')).toBe('bluedreamfinal2')
    expect(normaliseFileName('archive.v2.png')).toBe('archive.v2')
  })

  it('an equal name is an exact match, and the first one ends the search', () => {
    expect(smartMatch('blue-dream.jpg', candidates)).toEqual({
      fileName: 'blue-dream.jpg',
      suggestedMatch: { id: 1, name: 'Blue Dream' },
      confidence: 'exact match',
    })
  })

  it('without an exact match, the last partial candidate wins', () => {
    // "bluedreamliverosinphoto" contains the names of ids 1, 2, 3 and 4: the last of them wins.
    expect(smartMatch('Blue Dream Live Rosin photo.png', candidates).suggestedMatch?.id).toBe(4)
    expect(smartMatch('Blue Dream Live Rosin photo.png', candidates).confidence).toBe('partial match')
    // A file name contained in a submission name is partial too.
    expect(smartMatch('gelato.webp', candidates)).toMatchObject({ suggestedMatch: { id: 5 }, confidence: 'partial match' })
  })

  it('otherwise there is no match', () => {
    expect(smartMatch('zkittlez.png', candidates)).toEqual({ fileName: 'zkittlez.png', suggestedMatch: null, confidence: 'no match' })
    expect(smartMatch('---.png', candidates).confidence).toBe('no match')
  })
})
