import { describe, expect, it } from 'vitest'
import {
  buildEpisodeSlug,
  buildMetaDescription,
  buildMetaTitle,
  TAKEAWAY_CARD_LIMIT,
  takeawaysFromLines,
  topicChips,
  truncate,
} from '@/lib/podcast/builders'

describe('buildEpisodeSlug', () => {
  it('is "ep", the number padded to 3 digits, a hyphen and the cleaned title', () => {
    expect(buildEpisodeSlug(7, 'Terpenes 101')).toBe('ep007-terpenes-101')
    expect(buildEpisodeSlug(42, 'Hash Rosin')).toBe('ep042-hash-rosin')
    expect(buildEpisodeSlug(1234, 'Long Run')).toBe('ep1234-long-run')
  })

  it('lowercases and drops characters other than letters, digits, spaces and hyphens', () => {
    expect(buildEpisodeSlug(3, "Growers' Q&A: What's Next?!")).toBe('ep003-growers-qa-whats-next')
  })

  it('turns whitespace into hyphens and removes repeated and edge hyphens', () => {
    expect(buildEpisodeSlug(5, '  -- Live   Resin -- vs  Rosin --  ')).toBe('ep005-live-resin-vs-rosin')
    expect(buildEpisodeSlug(5, 'a\t\tb')).toBe('ep005-a-b')
  })

  it('falls back to episode 1 for numbers below 1 or not numbers', () => {
    expect(buildEpisodeSlug(0, 'Pilot')).toBe('ep001-pilot')
    expect(buildEpisodeSlug(Number.NaN, 'Pilot')).toBe('ep001-pilot')
  })

  it('is just the number part when nothing of the title survives', () => {
    expect(buildEpisodeSlug(9, '!!!')).toBe('ep009')
  })
})

describe('buildMetaTitle', () => {
  it('appends the show and site name', () => {
    expect(buildMetaTitle('Terpenes 101')).toBe('Terpenes 101 - Herban Conversations | Headstash')
  })

  it('trims the title first, so stray spaces never reach the browser tab', () => {
    expect(buildMetaTitle('  Terpenes 101 \n')).toBe('Terpenes 101 - Herban Conversations | Headstash')
  })
})

describe('buildMetaDescription', () => {
  it('keeps a summary of up to 150 characters as it is', () => {
    const summary = 'x'.repeat(150)
    expect(buildMetaDescription(summary)).toBe(summary)
    expect(buildMetaDescription('Short summary')).toBe('Short summary')
  })

  it('cuts a longer summary to 147 characters plus "..."', () => {
    const summary = 'abcdefghij'.repeat(16)
    const description = buildMetaDescription(summary)
    expect(description).toBe(`${summary.slice(0, 147)}...`)
    expect(description).toHaveLength(150)
    expect(buildMetaDescription('y'.repeat(151))).toBe(`${'y'.repeat(147)}...`)
  })

  it('trims the summary before measuring it', () => {
    expect(buildMetaDescription(`  ${'z'.repeat(150)}  `)).toBe('z'.repeat(150))
  })
})

describe('truncate and the card limits', () => {
  it('cuts takeaways on cards at 40 characters plus "..."', () => {
    expect(TAKEAWAY_CARD_LIMIT).toBe(40)
    expect(truncate('t'.repeat(40), TAKEAWAY_CARD_LIMIT)).toBe('t'.repeat(40))
    expect(truncate('t'.repeat(41), TAKEAWAY_CARD_LIMIT)).toBe(`${'t'.repeat(40)}...`)
  })

  it('cuts topic chips over 20 characters to 17 plus "..." and counts the rest', () => {
    const { chips, remainder } = topicChips(['Twenty chars exactly', 'Twenty-one characters', 'a', 'b', 'c', 'd'])
    expect(chips).toEqual(['Twenty chars exactly', 'Twenty-one charac...', 'a', 'b'])
    expect(remainder).toBe(2)
  })
})

describe('takeawaysFromLines', () => {
  it('reads one takeaway per line, trimmed, with blank lines dropped', () => {
    expect(takeawaysFromLines('First point\n\n  Second point  \n\r\n   \nThird')).toEqual(['First point', 'Second point', 'Third'])
  })

  it('is empty for an empty text', () => {
    expect(takeawaysFromLines('')).toEqual([])
    expect(takeawaysFromLines('\n \n')).toEqual([])
  })
})
