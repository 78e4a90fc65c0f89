import { episodeImageAnswer } from '@/lib/podcast/artwork'

// Built from the episode's main image on first request after an episode change (data cache).
export const dynamic = 'force-dynamic'

/** The episode's social preview (og:image): a 1200×630 JPEG cut from its main image. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  return episodeImageAnswer(request, (await params).slug, 'social')
}
