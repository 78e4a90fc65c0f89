import { readFindShareCard } from '@/components/share/share-cards'
import { conditionalAnswer } from '@/lib/http/conditional'
import { SHARE_CARD_CACHE_CONTROL } from '@/lib/share/theme'
import { findIdFromSegment } from '@/lib/submissions/paths'

// Drawn on the first request after a change to the find (data cache), not at build time.
export const dynamic = 'force-dynamic'

/**
 * A find's share card (og:image): a 1200×630 PNG in the site's type and colours. Drawn, not
 * photographed: contributors' photos come in every shape, and the card must read well cropped by any
 * network.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = findIdFromSegment((await params).id)
  const card = id === null ? null : await readFindShareCard(id)
  if (!card) return Response.json({ message: 'Not Found' }, { status: 404 })
  return conditionalAnswer(request, Buffer.from(card, 'base64'), { contentType: 'image/png', cacheControl: SHARE_CARD_CACHE_CONTROL })
}
