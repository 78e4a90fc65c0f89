'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ISSUE_ADMIN_TEXTS as T } from '@/lib/newsletter/issue-admin-texts'
import { QueryState } from '../shared/QueryState'
import { fetchPreview, issueKeys, type IssuePreview } from './api'
import styles from './issue.module.css'

/** The two widths an editor checks: a desktop mail client's reading pane and a 390 px phone. */
const WIDTHS = { desktop: 700, mobile: 390 } as const
type Width = keyof typeof WIDTHS
/** Height of the simulated window, in the e-mail's own pixels; the message scrolls inside it. */
const WINDOW_HEIGHT = { desktop: 760, mobile: 844 } as const

/**
 * Links in the preview open in a new tab: the sandbox keeps the message from running anything or
 * navigating the admin, and without a target a click would load the page inside the small frame.
 */
const withLinksInNewTab = (html: string) => html.replace(/<head([^>]*)>/i, '<head$1><base target="_blank">')

/**
 * The issue's e-mail as subscribers get it, beside the editor: the server's own rendering of the saved
 * draft (refetched after every save and autosave), in a sandboxed frame at a desktop or phone width.
 */
export function IssueEmailPreview() {
  const { id, lastUpdateTime } = useDocumentInfo()
  if (id === undefined || id === null) return null
  return <PreviewPanel id={id} savedAt={lastUpdateTime} />
}

function PreviewPanel({ id, savedAt }: { id: number | string; savedAt: number | undefined }) {
  const [width, setWidth] = useState<Width>('desktop')
  const query = useQuery({
    queryKey: issueKeys.preview(id, savedAt),
    queryFn: () => fetchPreview(id),
    // The previous rendering stays on screen while the next save renders, instead of a blank frame.
    placeholderData: keepPreviousData,
  })
  return (
    <section className={styles.section} aria-labelledby="issue-preview-heading">
      <h2 id="issue-preview-heading" className={styles.heading}>
        {T.previewTitle}
      </h2>
      <p className={styles.hint}>{T.previewIntro}</p>
      <div className={styles.switch} role="group" aria-label={T.previewWidth}>
        {(['desktop', 'mobile'] as const).map((option) => (
          <button key={option} type="button" aria-pressed={width === option} onClick={() => setWidth(option)}>
            {option === 'desktop' ? T.previewDesktop : T.previewMobile}
          </button>
        ))}
      </div>
      <QueryState query={query} loadingText={T.previewLoading}>
        {(preview) => <PreviewFrame preview={preview} width={width} />}
      </QueryState>
    </section>
  )
}

function PreviewFrame({ preview, width }: { preview: IssuePreview; width: Width }) {
  const viewport = useRef<HTMLDivElement>(null)
  const [available, setAvailable] = useState<number>(WIDTHS[width])
  useEffect(() => {
    const element = viewport.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => entry && setAvailable(entry.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const frameWidth = WIDTHS[width]
  const scale = Math.min(1, available / frameWidth)
  const frameHeight = WINDOW_HEIGHT[width]
  return (
    <>
      <dl className={styles.envelope}>
        <dt>{T.previewSubject}</dt>
        <dd>{preview.subject}</dd>
        {preview.preheader ? (
          <>
            <dt>{T.previewPreheader}</dt>
            <dd>{preview.preheader}</dd>
          </>
        ) : null}
      </dl>
      <div ref={viewport} className={styles.viewport} style={{ height: Math.round(frameHeight * scale) }}>
        <iframe
          title={T.previewFrame(preview.subject)}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          srcDoc={withLinksInNewTab(preview.html)}
          data-width={width}
          style={{ width: frameWidth, height: frameHeight, transform: `scale(${scale})` }}
        />
      </div>
    </>
  )
}
