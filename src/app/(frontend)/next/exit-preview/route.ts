import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { isSitePath } from '@/lib/preview/paths'

/** Leaves draft mode (the preview banner's link): back to the cached, published page. */
export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path')
  ;(await draftMode()).disable()
  redirect(isSitePath(path) ? path : '/')
}
