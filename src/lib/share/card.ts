import fs from 'node:fs/promises'
import path from 'node:path'
import type { ReactElement } from 'react'
import { ImageResponse } from 'next/og'
import { SHARE_CARD_SIZE, SHARE_FONTS } from './theme'

// The site serves its faces as variable WOFF2 (@fontsource-variable); the card renderer (satori) reads
// TTF/OTF/WOFF only and draws no variable axes, so the same faces come as static WOFF weights from the
// @fontsource packages. Latin subset, like the site's.
const FONT_FILES = [
  { name: SHARE_FONTS.display, weight: 800, file: '@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-800-normal.woff' },
  { name: SHARE_FONTS.body, weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff' },
  { name: SHARE_FONTS.body, weight: 600, file: '@fontsource/inter/files/inter-latin-600-normal.woff' },
] as const

type CardFont = { name: string; data: ArrayBuffer; weight: 400 | 600 | 800; style: 'normal' }

let fonts: Promise<CardFont[]> | null = null

/** Read once per process: the files never change while it runs. */
function loadFonts(): Promise<CardFont[]> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ name, weight, file }) => {
      const bytes = await fs.readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', file))
      return { name, weight, style: 'normal' as const, data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) }
    }),
  ).catch((error: unknown) => {
    fonts = null
    throw error
  })
  return fonts
}

/** A card's PNG bytes: `element` drawn at 1200×630 in the brand faces. */
export async function renderShareCard(element: ReactElement): Promise<Buffer> {
  const response = new ImageResponse(element, { ...SHARE_CARD_SIZE, fonts: await loadFonts() })
  return Buffer.from(await response.arrayBuffer())
}

/** `text` cut to `max` characters at a word, with an ellipsis: the card has no room to wrap forever. */
export function fitText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`
}
