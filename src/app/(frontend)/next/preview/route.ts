import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { isAdminUser } from '@/access'
import { getPayloadClient } from '@/lib/payload'
import { sitePath } from '@/lib/preview/paths'

/**
 * Staff-only entry to draft mode: Payload's preview button and live preview open a public page
 * through here, and that page then renders the latest draft instead of the cached published version.
 * Everyone else gets a 403 and stays on the cached, published-only site.
 */
export async function GET(request: Request): Promise<Response> {
  const path = sitePath(new URL(request.url).searchParams.get('path'))
  if (!path) return Response.json({ message: 'Preview needs a path on this site' }, { status: 400 })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isAdminUser(user)) return Response.json({ message: 'Preview is for signed-in staff only' }, { status: 403 })
  ;(await draftMode()).enable()
  redirect(path)
}
