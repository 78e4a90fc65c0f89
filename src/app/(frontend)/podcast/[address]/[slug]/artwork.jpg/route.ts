import { episodeImageAnswer } from '@/lib/podcast/artwork'

// Built from the episode's main image on first request after an episode change (data cache).
export const dynamic = 'force-dynamic'

/** The episode's artwork as podcast apps require it (itunes:image): a square RGB JPEG of 1400–3000 px. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  return episodeImageAnswer(request, (await params).slug, 'artwork')
}
