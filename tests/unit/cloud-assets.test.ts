import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { backgroundStyle, POST_BACKGROUNDS } from '@/components/assets/backgrounds'
import { PALETTE } from '@/components/assets/palette'
import { backgroundBox, linearGradientLine, radialGradientCircle } from '@/components/assets/render'

/** `--color-<token>: #hex;` pairs of the site's Tailwind theme. */
function themeColors(): Map<string, string> {
  const css = fs.readFileSync(path.join(process.cwd(), 'src/app/(frontend)/globals.css'), 'utf8')
  const theme = /@theme\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
  return new Map(
    [...theme.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map((match) => [match[1] ?? '', (match[2] ?? '').toLowerCase()]),
  )
}

describe('the /cloud-assets palette', () => {
  it('lists only the site’s own colour tokens, with their real values', () => {
    const tokens = themeColors()
    expect(tokens.size).toBeGreaterThan(0)
    for (const color of PALETTE) expect(tokens.get(color.token), color.name).toBe(color.hex.toLowerCase())
  })
})

describe('PNG export geometry (the canvas draws what the CSS preview shows)', () => {
  const box = { x: 0, y: 0, width: 100, height: 100 }
  const close = (values: number[], expected: number[]) =>
    values.forEach((value, index) => expect(value).toBeCloseTo(expected[index] ?? NaN, 6))

  it('places a linear gradient line as CSS does (0deg up, clockwise, corner to corner on diagonals)', () => {
    close(linearGradientLine(180, box), [50, 0, 50, 100])
    close(linearGradientLine(90, box), [0, 50, 100, 50])
    close(linearGradientLine(135, box), [0, 0, 100, 100])
  })

  it('sizes a radial circle to the farthest corner', () => {
    close(radialGradientCircle(0.25, 0.2, box), [25, 20, Math.hypot(75, 80)])
  })

  it('draws an animated background as its first frame (300% size, centred vertically)', () => {
    const animated = POST_BACKGROUNDS.find((background) => background.kind === 'animated')
    const still = POST_BACKGROUNDS.find((background) => background.kind === 'static')
    if (!animated || !still) throw new Error('both kinds are expected')
    expect(backgroundBox(animated, 1080)).toEqual({ x: 0, y: -1080, width: 3240, height: 3240 })
    expect(backgroundBox(still, 1080)).toEqual({ x: 0, y: 0, width: 1080, height: 1080 })
  })

  it('keeps the CSS previews as they were drawn before the layers became data', () => {
    const golden = POST_BACKGROUNDS.find((background) => background.id === 'golden-hour')
    expect(golden && backgroundStyle(golden)).toEqual({ backgroundImage: 'linear-gradient(135deg, #fdba74 0%, #fb923c 35%, #be185d 100%)' })
  })
})
