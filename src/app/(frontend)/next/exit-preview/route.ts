import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { sitePath } from '@/lib/preview/paths'

/** Leaves draft mode (the preview banner's link): back to the cached, published page. */
export async function GET(request: Request): Promise<Response> {
  const path = sitePath(new URL(request.url).searchParams.get('path'))
  ;(await draftMode()).disable()
  redirect(path ?? '/')
}
