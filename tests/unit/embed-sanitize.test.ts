import { describe, expect, it } from 'vitest'
import { allowedEmbedHosts, DEFAULT_EMBED_HOSTS, sanitizeEmbed } from '@/lib/embeds/sanitize'

const hosts = [...DEFAULT_EMBED_HOSTS]

describe('sanitizeEmbed', () => {
  it('keeps an allowed player iframe with its size, title and known features', () => {
    const markup =
      '<iframe src="https://share.descript.com/embed/abc123" width="640" height="360" title="Episode 7" allow="autoplay; fullscreen; camera" allowfullscreen></iframe>'
    const result = sanitizeEmbed(markup, hosts)
    expect(result).toContain('src="https://share.descript.com/embed/abc123"')
    expect(result).toContain('width="640"')
    expect(result).toContain('height="360"')
    expect(result).toContain('title="Episode 7"')
    expect(result).toContain('allow="autoplay; fullscreen"')
    expect(result).not.toContain('camera')
    expect(result).toContain('allowfullscreen')
  })

  it('keeps each allow-listed player host', () => {
    for (const src of [
      'https://www.youtube.com/embed/xyz',
      'https://open.spotify.com/embed/episode/1',
      'https://embed.podcasts.apple.com/us/podcast/id1',
      'https://w.soundcloud.com/player/?url=x',
    ]) {
      expect(sanitizeEmbed(`<iframe src="${src}"></iframe>`, hosts)).toContain(`src="${src}"`)
    }
  })

  it('removes script elements entirely', () => {
    const markup =
      '<script>alert(1)</script><iframe src="https://www.youtube.com/embed/a"></iframe><script src="https://evil.example/x.js"></script>'
    const result = sanitizeEmbed(markup, hosts)
    expect(result).not.toMatch(/script/i)
    expect(result).toContain('https://www.youtube.com/embed/a')
  })

  it('drops event handler attributes', () => {
    const result = sanitizeEmbed('<iframe src="https://www.youtube.com/embed/a" onload="alert(1)" onerror=\'steal()\'></iframe>', hosts)
    expect(result).not.toMatch(/onload|onerror|alert|steal/i)
    expect(result).toContain('https://www.youtube.com/embed/a')
  })

  it('removes javascript:, data: and plain http sources', () => {
    expect(sanitizeEmbed('<iframe src="javascript:alert(1)"></iframe>', hosts)).toBe('')
    expect(sanitizeEmbed('<iframe src="  JaVaScRiPt:alert(1)"></iframe>', hosts)).toBe('')
    expect(sanitizeEmbed('<iframe src="data:text/html,<script>alert(1)</script>"></iframe>', hosts)).toBe('')
    expect(sanitizeEmbed('<iframe src="http://www.youtube.com/embed/a"></iframe>', hosts)).toBe('')
  })

  it('removes iframes from hosts that are not allow-listed, including look-alikes', () => {
    expect(sanitizeEmbed('<iframe src="https://evil.example/player"></iframe>', hosts)).toBe('')
    expect(sanitizeEmbed('<iframe src="https://www.youtube.com.evil.example/embed/a"></iframe>', hosts)).toBe('')
    const mixed = sanitizeEmbed(
      '<iframe src="https://evil.example/a"></iframe><iframe src="https://open.spotify.com/embed/b"></iframe>',
      hosts,
    )
    expect(mixed).toBe(sanitizeEmbed('<iframe src="https://open.spotify.com/embed/b"></iframe>', hosts))
  })

  it('escapes attribute values so markup cannot break out of them', () => {
    const result = sanitizeEmbed(`<iframe src="https://www.youtube.com/embed/a" title='x" onload="alert(1)'></iframe>`, hosts)
    // The quote stays inside the title value, so no onload attribute comes into being.
    expect(result).toContain('title="x&quot; onload=&quot;alert(1)"')
    expect(result).not.toContain('onload="')
  })

  it('returns an empty string when nothing is allowed', () => {
    expect(sanitizeEmbed('<p>Just text</p><img src=x onerror=alert(1)>', hosts)).toBe('')
    expect(sanitizeEmbed('', hosts)).toBe('')
  })
})

describe('allowedEmbedHosts', () => {
  it('defaults to the built-in players and reads a configured comma-separated list', () => {
    expect(allowedEmbedHosts(undefined)).toEqual([...DEFAULT_EMBED_HOSTS])
    expect(allowedEmbedHosts(' Player.Example , ,other.example')).toEqual(['player.example', 'other.example'])
  })
})
