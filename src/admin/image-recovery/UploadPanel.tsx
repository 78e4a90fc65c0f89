'use client'

import { Button } from '@payloadcms/ui'
import { type DragEvent, useRef, useState } from 'react'
import layout from '../shared/layout.module.css'
import { countOf } from '@/lib/admin/toasts'
import { ProgressBar } from '../shared/ProgressBar'
import { IMAGE_INPUT_ACCEPT, UPLOAD_RULES_TEXT } from './files'
import type { QueueItem, useImageUploads } from './useImageUploads'

const GUIDE_STEPS = [
  'Upload missing images',
  'Automatic optimization',
  'Permanent cloud storage',
  'Submission records updated with new image URLs',
] as const

const STATE_TEXT: Record<QueueItem['state'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  processing: 'Optimizing and matching…',
  done: 'Uploaded',
  failed: 'Failed',
  refused: 'Not uploaded',
}

/** Bulk Image Upload: the guide, a drop zone with a picker, and one progress line per file. */
export function UploadPanel({ queue, ignored, uploading, uploadFiles }: ReturnType<typeof useImageUploads>) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    void uploadFiles(Array.from(event.dataTransfer.files), 'drop')
  }

  return (
    <section className={layout.panel} aria-labelledby="recovery-upload">
      <h2 id="recovery-upload" className={layout.sectionTitle}>
        Bulk Image Upload
      </h2>
      <ol className={layout.hint}>
        {GUIDE_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div
        className={layout.dropzone}
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
        <p className={layout.strong}>Drop images here or</p>
        <Button
          margin={false}
          disabled={uploading}
          extraButtonProps={{ 'aria-describedby': 'recovery-rules' }}
          onClick={() => inputRef.current?.click()}
        >
          Choose Images
        </Button>
        <p id="recovery-rules" className={layout.hint}>
          {UPLOAD_RULES_TEXT}
        </p>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={IMAGE_INPUT_ACCEPT}
          className={layout.srOnly}
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
        <ul className={layout.list} aria-label="Image uploads" aria-live="polite">
          {ignored > 0 ? <li className={layout.hint}>{countOf(ignored, 'dropped file')} skipped: not an image</li> : null}
          {queue.map((item) => (
            <li key={item.key} className={layout.rowBody}>
              <div className={layout.cardHeader}>
                <span className={layout.strong}>{item.fileName}</span>
                <span className={item.state === 'failed' || item.state === 'refused' ? layout.error : layout.hint}>
                  {STATE_TEXT[item.state]}
                </span>
              </div>
              {item.state === 'uploading' ? <ProgressBar label={`Uploading ${item.fileName}`} value={item.percent} /> : null}
              {item.state === 'processing' ? (
                <ProgressBar label={`Processing ${item.fileName}`} valueText="Optimizing and matching…" />
              ) : null}
              {item.message ? <p className={layout.error}>{item.message}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
