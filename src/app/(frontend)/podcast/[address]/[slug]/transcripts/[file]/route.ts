import { publicPreflight, rangedAnswer } from '@/lib/http/ranged'
import { REVALIDATE_ALWAYS } from '@/lib/http/conditional'
import { COMPANION_MESSAGES, transcriptDocument } from '@/lib/podcast/companion-documents'
import { podcastBaseFromSegment } from '@/lib/podcast/paths'

// Read per request (the episode itself comes from the data cache): an unpublish takes the files down at once.
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ address: string; slug: string; file: string }> }

const notFound = () =>
  Response.json({ message: COMPANION_MESSAGES.transcriptNotFound }, { status: 404, headers: { 'Access-Control-Allow-Origin': '*' } })

/** An episode's transcript: `<language>.vtt` / `.srt` as uploaded, `.json` (Podcasting 2.0) and `.html` derived. */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { address, slug, file } = await params
  const document = podcastBaseFromSegment(address) ? await transcriptDocument(slug, file) : null
  if (!document) return notFound()
  return rangedAnswer(request, document.body, { ...document, cacheControl: REVALIDATE_ALWAYS })
}

export const HEAD = GET
export const OPTIONS = publicPreflight
