import { readArtworkJpeg } from '@/lib/podcast/artwork'

// Built from the uploaded artwork on first request after a settings change (data cache), not at build.
export const dynamic = 'force-dynamic'

/** The show artwork as a square JPEG (itunes:image), cut by sharp from the artwork in site settings. */
export async function GET(): Promise<Response> {
  const jpeg = Buffer.from(await readArtworkJpeg(), 'base64')
  return new Response(new Uint8Array(jpeg), {
    headers: { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length), 'cache-control': 'public, max-age=3600' },
  })
}
