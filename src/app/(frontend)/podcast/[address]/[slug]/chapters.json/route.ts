import { publicPreflight, rangedAnswer } from '@/lib/http/ranged'
import { REVALIDATE_ALWAYS } from '@/lib/http/conditional'
import { chaptersDocument, COMPANION_MESSAGES } from '@/lib/podcast/companion-documents'
import { podcastBaseFromSegment } from '@/lib/podcast/paths'

// Read per request (the episode itself comes from the data cache): an edit or unpublish shows at once.
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ address: string; slug: string }> }

/** An episode's chapters as JSON Chapters 1.2 (the document podcast:chapters points at). */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { address, slug } = await params
  const document = podcastBaseFromSegment(address) ? await chaptersDocument(slug) : null
  if (!document)
    return Response.json({ message: COMPANION_MESSAGES.chaptersNotFound }, { status: 404, headers: { 'Access-Control-Allow-Origin': '*' } })
  return rangedAnswer(request, document.body, { ...document, cacheControl: REVALIDATE_ALWAYS })
}

export const HEAD = GET
export const OPTIONS = publicPreflight
