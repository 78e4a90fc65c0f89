'use client'

import { type DragEvent, useId, useReducer, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useToast } from '@/admin/shared/toast'
import { postJson } from '@/lib/http/client'
import { uploadForm } from '@/lib/http/upload'
import controls from '../shared/controls.module.css'
import { countOf } from '../shared/plural'
import { ProgressBar } from '../shared/ProgressBar'
import { applyImageUrl, FIX_CLOUD_URLS_URL, FIX_MISSING_IMAGES_URL, RECOVER_IMAGES_URL, runCloudStorageTest } from './api'
import { type FileSource, IMAGE_INPUT_ACCEPT, screenImageFiles, UPLOAD_RULES_TEXT } from './files'
import styles from './ImageRecoveryTab.module.css'
import { exactRows, isRecoverImageResponse, type MatchRow, matchesFoundText, matchesReducer } from './matches'
import {
  applyFailedToast,
  cloudTestToast,
  copyFailedToast,
  exactMatchesAppliedToast,
  type FixCloudUrlsResponse,
  fixCloudUrlsToast,
  imageAppliedToast,
  type ScanResponse,
  scanToast,
  uploadFailedToast,
  uploadSummaryToast,
  urlCopiedToast,
} from './toasts'

export interface ImageRecoveryTabProps {
  /** Called after submission records changed (URLs fixed, a match applied), so the list can refresh. */
  onSubmissionsChanged: () => void
}

type Action = 'scan' | 'fix' | 'test'

interface QueueItem {
  key: string
  fileName: string
  state: 'waiting' | 'uploading' | 'processing' | 'done' | 'failed' | 'refused'
  percent: number
  message?: string
}

interface UploadedUrl {
  key: string
  fileName: string
  cloudUrl: string
}

const GUIDE_STEPS = ['Upload missing images', 'Automatic optimization', 'Permanent cloud storage', 'Submission records updated with new image URLs'] as const

const STATE_TEXT: Record<QueueItem['state'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  processing: 'Optimizing and matching…',
  done: 'Uploaded',
  failed: 'Failed',
  refused: 'Not uploaded',
}

const CONFIDENCE_CLASS: Record<MatchRow['confidence'], string | undefined> = {
  'exact match': styles.exact,
  'partial match': styles.partial,
  'no match': styles.none,
}

/** The dashboard's image-recovery tab (admin-area.txt sections 2, 4, 5 and 8). */
export function ImageRecoveryTab({ onSubmissionsChanged }: ImageRecoveryTabProps) {
  const { toast } = useToast()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const nextKey = useRef(0)
  const reopenRef = useRef<HTMLButtonElement>(null)
  const matchListRef = useRef<HTMLUListElement>(null)
  const [action, setAction] = useState<Action | null>(null)
  const [scan, setScan] = useState<ScanResponse | null>(null)
  const [queue, setQueue] = useState<QueueItem[]>([])
  const [ignored, setIgnored] = useState(0)
  const [uploading, setUploading] = useState(false)
  const [dragging, setDragging] = useState(false)
  const [matches, dispatch] = useReducer(matchesReducer, [])
  const [showMatches, setShowMatches] = useState(false)
  const [applying, setApplying] = useState<ReadonlySet<string>>(new Set())
  const [applyingAll, setApplyingAll] = useState(false)
  const [urls, setUrls] = useState<UploadedUrl[]>([])

  const newKey = () => `${id}-${(nextKey.current += 1)}`
  const updateItem = (key: string, change: Partial<QueueItem>) => setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)))

  async function runAction(name: Action, work: () => Promise<void>) {
    setAction(name)
    try {
      await work()
    } finally {
      setAction(null)
    }
  }

  const scanForMissing = () =>
    runAction('scan', async () => {
      const result = await postJson<ScanResponse>(FIX_MISSING_IMAGES_URL, {})
      toast(scanToast(result))
      if (!result.ok) return
      setScan(result.data)
      // Placeholder URLs were cleared on the server: the list shows them without an image now.
      if (result.data.placeholderCount > 0) onSubmissionsChanged()
    })

  const fixCloudUrls = () =>
    runAction('fix', async () => {
      const result = await postJson<FixCloudUrlsResponse>(FIX_CLOUD_URLS_URL, {})
      toast(fixCloudUrlsToast(result))
      if (result.ok) onSubmissionsChanged()
    })

  const testCloudStorage = () => runAction('test', async () => toast(cloudTestToast(await runCloudStorageTest())))

  /** Uploads one file at a time, so each gets its own progress bar and the server one image at once. */
  async function uploadFiles(files: File[], source: FileSource) {
    if (uploading || files.length === 0) return
    const { accepted, refused, ignored: skipped } = screenImageFiles(files, source)
    const waiting = accepted.map((file) => ({ file, item: { key: newKey(), fileName: file.name, state: 'waiting', percent: 0 } satisfies QueueItem }))
    setIgnored(skipped)
    setQueue([
      ...refused.map((refusal): QueueItem => ({ key: newKey(), fileName: refusal.fileName, state: 'refused', percent: 0, message: refusal.message })),
      ...waiting.map(({ item }) => item),
    ])
    if (waiting.length === 0) return
    setUploading(true)
    let uploaded = 0
    let failed = 0
    for (const { file, item } of waiting) {
      updateItem(item.key, { state: 'uploading' })
      const form = new FormData()
      form.append('image', file)
      const result = await uploadForm<unknown>(RECOVER_IMAGES_URL, form, {
        onProgress: (fraction) => updateItem(item.key, { percent: fraction * 100 }),
        onSent: () => updateItem(item.key, { state: 'processing' }),
      })
      if (result.ok && isRecoverImageResponse(result.data)) {
        const { fileName, cloudUrl } = result.data
        uploaded += 1
        updateItem(item.key, { state: 'done', percent: 100 })
        dispatch({ type: 'added', row: { ...result.data, key: item.key } })
        setUrls((list) => [...list, { key: item.key, fileName, cloudUrl }])
        setShowMatches(true)
      } else {
        failed += 1
        updateItem(item.key, { state: 'failed', message: result.ok ? undefined : result.message })
        toast(uploadFailedToast(file.name))
      }
    }
    setUploading(false)
    const summary = uploadSummaryToast(uploaded, failed)
    if (summary) toast(summary)
  }

  async function applyMatch(row: MatchRow) {
    const match = row.suggestedMatch
    if (!match) return
    setApplying((keys) => new Set(keys).add(row.key))
    const ok = await applyImageUrl(match.id, row.cloudUrl)
    setApplying((keys) => {
      const rest = new Set(keys)
      rest.delete(row.key)
      return rest
    })
    if (!ok) {
      toast(applyFailedToast())
      return
    }
    dispatch({ type: 'applied', keys: [row.key] })
    // The row's button is gone with the row; the list keeps keyboard focus in the panel.
    matchListRef.current?.focus()
    toast(imageAppliedToast(row.fileName, match.name))
    onSubmissionsChanged()
  }

  async function applyAllExact() {
    setApplyingAll(true)
    const applied: string[] = []
    let failed = 0
    // One after the other; a failure is logged and the rest continue (admin-area.txt section 4).
    for (const row of exactRows(matches)) {
      if (await applyImageUrl(row.suggestedMatch.id, row.cloudUrl)) applied.push(row.key)
      else {
        failed += 1
        console.error(`Apply All Exact Matches: could not apply ${row.fileName} to submission ${row.suggestedMatch.id}`)
      }
    }
    setApplyingAll(false)
    dispatch({ type: 'applied', keys: applied })
    toast(exactMatchesAppliedToast(applied.length, failed))
    if (applied.length > 0) onSubmissionsChanged()
  }

  async function copyUrl(cloudUrl: string) {
    // The stored URL is a site path; a pasted link must work outside the admin too.
    const absolute = new URL(cloudUrl, window.location.origin).href
    try {
      await navigator.clipboard.writeText(absolute)
      toast(urlCopiedToast(absolute))
    } catch {
      toast(copyFailedToast())
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    void uploadFiles(Array.from(event.dataTransfer.files), 'drop')
  }

  const closeMatches = () => {
    // Rendered synchronously so focus can move to the button that reopens the panel.
    flushSync(() => setShowMatches(false))
    reopenRef.current?.focus()
  }

  const exactCount = exactRows(matches).length
  const busyActions = action !== null

  return (
    <div className={styles.tab}>
      <section className={styles.panel} aria-labelledby={`${id}-status`}>
        <h2 id={`${id}-status`} className={styles.heading}>
          Image Recovery
        </h2>
        <dl className={styles.stats}>
          <div>
            <dt>Missing image files</dt>
            <dd>{scan ? scan.missingFileCount : 'Not scanned yet'}</dd>
          </div>
          <div>
            <dt>Placeholder URLs cleared</dt>
            <dd>{scan ? scan.placeholderCount : 'Not scanned yet'}</dd>
          </div>
          <div>
            <dt>Images uploaded</dt>
            <dd>{urls.length}</dd>
          </div>
          <div>
            <dt>Matches to review</dt>
            <dd>{matches.length}</dd>
          </div>
        </dl>
        {scan && scan.missing.length > 0 ? (
          <details className={styles.missing}>
            <summary>Submissions with a missing image file ({scan.missing.length})</summary>
            <ul>
              {scan.missing.map((submission) => (
                <li key={submission.id}>
                  <strong>{submission.name}</strong> (#{submission.id}) <code className={styles.url}>{submission.imageUrl}</code>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={controls.button} disabled={busyActions} onClick={scanForMissing}>
            {action === 'scan' ? 'Scanning…' : 'Scan for Missing Images'}
          </button>
          <button type="button" className={controls.button} disabled={busyActions} onClick={fixCloudUrls}>
            {action === 'fix' ? 'Fixing…' : 'Fix All Images (Permanent URLs)'}
          </button>
          <button type="button" className={controls.button} disabled={busyActions} onClick={testCloudStorage}>
            {action === 'test' ? 'Testing…' : 'Test Cloud Upload'}
          </button>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby={`${id}-upload`}>
        <h2 id={`${id}-upload`} className={styles.heading}>
          Bulk Image Upload
        </h2>
        <ol className={styles.guide}>
          {GUIDE_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div
          className={styles.dropzone}
          data-dragging={dragging ? 'true' : undefined}
          onDragEnter={(event) => {
            event.preventDefault()
            if (!uploading) setDragging(true)
          }}
          onDragOver={(event) => {
            // Without preventDefault the browser opens the dropped file instead of handing it to onDrop.
            event.preventDefault()
            event.dataTransfer.dropEffect = uploading ? 'none' : 'copy'
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
          }}
          onDrop={onDrop}
        >
          <p className={styles.dropText}>Drop images here or</p>
          <button
            type="button"
            className={`${controls.button} ${controls.primary}`}
            disabled={uploading}
            aria-describedby={`${id}-rules`}
            onClick={() => inputRef.current?.click()}
          >
            Choose Images
          </button>
          <p id={`${id}-rules`} className={controls.hint}>
            {UPLOAD_RULES_TEXT}
          </p>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={IMAGE_INPUT_ACCEPT}
            className={controls.visuallyHidden}
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? [])
              // Cleared so picking the same files again still fires onChange.
              event.currentTarget.value = ''
              void uploadFiles(files, 'picker')
            }}
          />
        </div>

        {queue.length > 0 || ignored > 0 ? (
          <ul className={styles.queue} aria-label="Image uploads" aria-live="polite">
            {ignored > 0 ? <li className={controls.hint}>{countOf(ignored, 'dropped file')} skipped: not an image</li> : null}
            {queue.map((item) => (
              <li key={item.key} className={styles.queueItem} data-state={item.state}>
                <div className={styles.queueLine}>
                  <span className={styles.fileName}>{item.fileName}</span>
                  <span className={styles.state}>{STATE_TEXT[item.state]}</span>
                </div>
                {item.state === 'uploading' ? <ProgressBar label={`Uploading ${item.fileName}`} value={item.percent} /> : null}
                {item.state === 'processing' ? <ProgressBar label={`Processing ${item.fileName}`} valueText="Optimizing and matching…" /> : null}
                {item.message ? <p className={styles.error}>{item.message}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {showMatches && matches.length > 0 ? (
        <section className={styles.panel} aria-labelledby={`${id}-matches`}>
          <div className={styles.panelHeader}>
            <h2 id={`${id}-matches`} className={styles.heading}>
              Smart Match Results
            </h2>
            <button type="button" className={controls.button} aria-label="Close Smart Match Results" onClick={closeMatches}>
              Close
            </button>
          </div>
          <ul ref={matchListRef} className={styles.matches} tabIndex={0} aria-label="Uploaded images and their suggested submissions">
            {matches.map((row) => (
              <li key={row.key} className={styles.match}>
                <div className={styles.matchBody}>
                  <div className={styles.queueLine}>
                    <span className={styles.fileName}>{row.fileName}</span>
                    <span className={`${styles.badge} ${CONFIDENCE_CLASS[row.confidence] ?? ''}`}>{row.confidence}</span>
                  </div>
                  <p className={controls.hint}>
                    {row.suggestedMatch ? (
                      <>
                        Suggested: <strong>{row.suggestedMatch.name}</strong> (ID {row.suggestedMatch.id})
                      </>
                    ) : (
                      'No submission suggested'
                    )}
                  </p>
                  <code className={styles.url}>{row.cloudUrl}</code>
                </div>
                {row.suggestedMatch ? (
                  <button
                    type="button"
                    className={controls.button}
                    disabled={applying.has(row.key) || applyingAll}
                    aria-label={`Apply Match: ${row.fileName} to ${row.suggestedMatch.name}`}
                    onClick={() => void applyMatch(row)}
                  >
                    {applying.has(row.key) ? 'Applying…' : 'Apply Match'}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          <div className={styles.panelFooter}>
            <span>{matchesFoundText(matches)}</span>
            <button
              type="button"
              className={`${controls.button} ${controls.primary}`}
              disabled={exactCount === 0 || applyingAll}
              onClick={() => void applyAllExact()}
            >
              {applyingAll ? 'Applying…' : 'Apply All Exact Matches'}
            </button>
          </div>
        </section>
      ) : null}
      {!showMatches && matches.length > 0 ? (
        <div>
          <button ref={reopenRef} type="button" className={controls.button} onClick={() => setShowMatches(true)}>
            Show Smart Match Results ({matches.length})
          </button>
        </div>
      ) : null}

      {urls.length > 0 ? (
        <section className={styles.panel} aria-labelledby={`${id}-urls`}>
          <div className={styles.panelHeader}>
            <h2 id={`${id}-urls`} className={styles.heading}>
              Uploaded Image URLs
            </h2>
            <button type="button" className={`${controls.button} ${controls.danger}`} onClick={() => setUrls([])}>
              Clear List
            </button>
          </div>
          <ul className={styles.urls}>
            {urls.map((entry) => (
              <li key={entry.key} className={styles.match}>
                <div className={styles.matchBody}>
                  <span className={styles.fileName}>{entry.fileName}</span>
                  <code className={styles.url}>{entry.cloudUrl}</code>
                </div>
                <button type="button" className={controls.button} aria-label={`Copy URL of ${entry.fileName}`} onClick={() => void copyUrl(entry.cloudUrl)}>
                  Copy URL
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
