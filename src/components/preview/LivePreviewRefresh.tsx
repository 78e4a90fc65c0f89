'use client'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Inside Payload's live preview pane: tells the admin the page is listening, then re-renders the
 * page on the server whenever the admin reports a save or autosave ("payload-document-event"), so
 * the pane shows the draft as stored. Same idea as RefreshRouteOnSave of @payloadcms/live-preview-react,
 * which this project does not install. Only messages from our own origin count.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin) return
      const data = event.data
      if (data && typeof data === 'object' && 'type' in data && data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    if (window.parent !== window) window.parent.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
