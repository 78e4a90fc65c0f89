import { readEpisodeShareCard } from '@/components/share/share-cards'
import { conditionalAnswer } from '@/lib/http/conditional'
import { SHARE_CARD_CACHE_CONTROL } from '@/lib/share/theme'

// Drawn on the first request after an episode change (data cache), not at build time.
export const dynamic = 'force-dynamic'

/** The episode's share card (og:image): a 1200×630 PNG in the site's type and colours. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const card = await readEpisodeShareCard((await params).slug)
  if (!card) return Response.json({ message: 'Not Found' }, { status: 404 })
  return conditionalAnswer(request, Buffer.from(card, 'base64'), { contentType: 'image/png', cacheControl: SHARE_CARD_CACHE_CONTROL })
}
