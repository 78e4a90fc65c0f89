'use client'

import { useId, useRef, useState } from 'react'
import type { ApiResult } from '@/lib/http/client'
import { uploadForm } from '@/lib/http/upload'
import { useAdminMutation } from '../shared/mutation'
import { showToast } from '../shared/toast'
import { RECOVER_IMAGES_URL } from './api'
import { type FileSource, screenImageFiles } from './files'
import { isRecoverImageResponse, type MatchRow, type RecoverImageResponse } from './matches'
import { uploadFailedToast, uploadSummaryToast } from './toasts'

export interface QueueItem {
  key: string
  fileName: string
  state: 'waiting' | 'uploading' | 'processing' | 'done' | 'failed' | 'refused'
  percent: number
  message?: string
}

/**
 * The bulk image uploader's queue: files are screened (type, size), then sent one at a time, so each
 * gets its own progress bar and the server one image at once. `onUploaded` receives each smart match.
 */
export function useImageUploads(onUploaded: (row: MatchRow) => void) {
  const id = useId()
  const nextKey = useRef(0)
  const [queue, setQueue] = useState<QueueItem[]>([])
  const [ignored, setIgnored] = useState(0)
  const [uploading, setUploading] = useState(false)

  const newKey = () => `${id}-${(nextKey.current += 1)}`
  const updateItem = (key: string, change: Partial<QueueItem>) =>
    setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const upload = useAdminMutation({
    request: async ({ file, key }: { file: File; key: string }) => {
      const form = new FormData()
      form.append('image', file)
      const result = await uploadForm<unknown>(RECOVER_IMAGES_URL, form, {
        onProgress: (fraction) => updateItem(key, { percent: fraction * 100 }),
        onSent: () => updateItem(key, { state: 'processing' }),
      })
      // A 2xx answer that is not the endpoint's JSON (a proxy page, say) counts as a failed upload.
      return result.ok && !isRecoverImageResponse(result.data)
        ? { ok: false as const, message: undefined }
        : (result as ApiResult<RecoverImageResponse>)
    },
    failure: (_message, { file }) => uploadFailedToast(file.name),
    onFailure: (message, { key }) => updateItem(key, { state: 'failed', message }),
    onSuccess: (data, { key }) => {
      updateItem(key, { state: 'done', percent: 100 })
      onUploaded({ ...data, key })
    },
  })

  async function uploadFiles(files: File[], source: FileSource) {
    if (uploading || files.length === 0) return
    const { accepted, refused, ignored: skipped } = screenImageFiles(files, source)
    const waiting = accepted.map((file) => ({
      file,
      item: { key: newKey(), fileName: file.name, state: 'waiting', percent: 0 } satisfies QueueItem,
    }))
    setIgnored(skipped)
    setQueue([
      ...refused.map((refusal): QueueItem => ({
        key: newKey(),
        fileName: refusal.fileName,
        state: 'refused',
        percent: 0,
        message: refusal.message,
      })),
      ...waiting.map(({ item }) => item),
    ])
    if (waiting.length === 0) return
    setUploading(true)
    let uploaded = 0
    let failed = 0
    for (const { file, item } of waiting) {
      updateItem(item.key, { state: 'uploading' })
      try {
        await upload.mutateAsync({ file, key: item.key })
        uploaded += 1
      } catch {
        failed += 1
      }
    }
    setUploading(false)
    const summary = uploadSummaryToast(uploaded, failed)
    if (summary) showToast(summary)
  }

  return { queue, ignored, uploading, uploadFiles }
}
