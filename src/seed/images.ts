import sharp from 'sharp'

/** What a placeholder shows: a leaf for flower, drops for concentrates, gummies for edibles, waves for the podcast. */
export type DemoMotif = 'leaf' | 'drops' | 'gummies' | 'waves'

/** A small deterministic generator, so one name always draws the same picture (idempotent seeds). */
function randomFrom(key: string): () => number {
  let state = 2166136261
  for (const char of key) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** A seven-leaflet leaf silhouette: leaflets are ellipses fanned out around the stem's top. */
function leaf(x: number, y: number, size: number, rotation: number, opacity: number): string {
  const leaflets = [
    { angle: 0, length: 1 },
    { angle: 28, length: 0.86 },
    { angle: -28, length: 0.86 },
    { angle: 58, length: 0.64 },
    { angle: -58, length: 0.64 },
    { angle: 92, length: 0.4 },
    { angle: -92, length: 0.4 },
  ]
  const shapes = leaflets
    .map(({ angle, length }) => {
      const ry = (size * length) / 2
      return `<ellipse cx="0" cy="${-ry}" rx="${size * 0.075}" ry="${ry}" transform="rotate(${angle})"/>`
    })
    .join('')
  return `<g transform="translate(${x} ${y}) rotate(${rotation})" fill="#fff" opacity="${opacity}">${shapes}<rect x="${-size * 0.012}" y="0" width="${size * 0.024}" height="${size * 0.35}"/></g>`
}

function motifShapes(motif: DemoMotif, width: number, height: number, random: () => number): string {
  const min = Math.min(width, height)
  switch (motif) {
    case 'leaf':
      return [
        leaf(width * (0.25 + random() * 0.5), height * 0.62, min * 0.62, random() * 30 - 15, 0.28),
        leaf(width * (0.08 + random() * 0.2), height * 0.3, min * 0.22, random() * 80 - 40, 0.14),
        leaf(width * (0.75 + random() * 0.2), height * 0.85, min * 0.26, random() * 80 - 40, 0.14),
      ].join('')
    case 'drops':
      return Array.from({ length: 7 }, () => {
        const x = width * random()
        const y = height * (0.2 + random() * 0.7)
        const r = min * (0.04 + random() * 0.12)
        return `<path d="M ${x} ${y - r * 2.2} C ${x + r * 0.6} ${y - r}, ${x + r} ${y - r * 0.4}, ${x + r} ${y} A ${r} ${r} 0 1 1 ${x - r} ${y} C ${x - r} ${y - r * 0.4}, ${x - r * 0.6} ${y - r}, ${x} ${y - r * 2.2} Z" fill="#fff" fill-opacity="${(0.12 + random() * 0.25).toFixed(2)}"/>`
      }).join('')
    case 'gummies':
      return Array.from({ length: 9 }, () => {
        const x = width * random()
        const y = height * random()
        const size = min * (0.08 + random() * 0.12)
        return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.3}" transform="rotate(${random() * 90} ${x + size / 2} ${y + size / 2})" fill="#fff" fill-opacity="${(0.1 + random() * 0.25).toFixed(2)}"/>`
      }).join('')
    case 'waves':
      return Array.from({ length: 5 }, (_, index) => {
        const y = height * (0.35 + index * 0.12)
        const amplitude = height * (0.04 + random() * 0.06)
        return `<path d="M 0 ${y} C ${width * 0.25} ${y - amplitude}, ${width * 0.5} ${y + amplitude}, ${width} ${y - amplitude / 2}" stroke="#fff" stroke-opacity="${(0.15 + index * 0.06).toFixed(2)}" stroke-width="${min * 0.012}" fill="none"/>`
      }).join('')
  }
}

/**
 * A real PNG for demo content: a two-tone gradient, a soft light and a motif, drawn by sharp from SVG.
 * No text is baked in (cards and pages crop images and print their own titles), and no binary assets
 * are shipped.
 */
export async function demoImage(
  key: string,
  from: string,
  to: string,
  width = 1200,
  height = 900,
  motif: DemoMotif = 'leaf',
): Promise<Buffer> {
  const random = randomFrom(key)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <radialGradient id="r" cx="${(0.3 + random() * 0.5).toFixed(2)}" cy="0.3" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#r)"/>
  ${motifShapes(motif, width, height, random)}
</svg>`
  return await sharp(Buffer.from(svg)).png().toBuffer()
}
