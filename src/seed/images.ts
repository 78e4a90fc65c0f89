import sharp from 'sharp'

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A real PNG for demo content: a two-tone gradient with a title, drawn by sharp from SVG, so the demo
 * shows believable cards without shipping binary assets.
 */
export async function demoImage(title: string, from: string, to: string, width = 1200, height = 900): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <radialGradient id="r" cx="0.7" cy="0.3" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#r)"/>
  <circle cx="${width * 0.2}" cy="${height * 0.75}" r="${height * 0.25}" fill="#000" fill-opacity="0.12"/>
  <text x="50%" y="54%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(width / 14)}" font-weight="700" fill="#fff" fill-opacity="0.92">${escapeXml(title)}</text>
</svg>`
  return await sharp(Buffer.from(svg)).png().toBuffer()
}
