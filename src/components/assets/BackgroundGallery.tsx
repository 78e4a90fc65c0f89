'use client'

import { useRef, useState } from 'react'
import { useToast } from '../ui/toast'
import { primaryButton, secondaryButton } from '../ui/button-classes'
import { backgroundPath, backgroundStyle, type PostBackground } from './backgrounds'
import { POST_SIZE, renderBackgroundPng } from './render'

/** Hands a file to the browser's download manager. */
function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once click() returns; the object URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Backgrounds with copy-path, full-size view and PNG export; outcomes are announced as toasts. */
export function BackgroundGallery({ backgrounds }: { backgrounds: readonly PostBackground[] }) {
  const { toast } = useToast()
  const [viewing, setViewing] = useState<PostBackground | null>(null)
  const [exportId, setExportId] = useState(backgrounds[0]?.id ?? '')
  const [exporting, setExporting] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)

  // Drawn in the browser from the same gradient layers as the previews, at the guidelines' post size.
  async function exportPng() {
    const background = backgrounds.find((candidate) => candidate.id === exportId)
    if (!background) return
    setExporting(true)
    try {
      const filename = `headstash-${background.id}.png`
      download(await renderBackgroundPng(background), filename)
      toast({ title: 'PNG Export', description: `${filename} (${POST_SIZE} × ${POST_SIZE} px) downloaded.` })
    } catch {
      toast({
        title: 'PNG Export failed',
        description: 'This browser could not draw the image. Try another browser.',
        variant: 'destructive',
      })
    } finally {
      setExporting(false)
    }
  }

  async function copyPath(background: PostBackground) {
    try {
      await navigator.clipboard.writeText(backgroundPath(background))
      toast({ title: 'Path Copied', description: backgroundPath(background) })
    } catch {
      toast({ title: 'Copy failed', description: `The path is ${backgroundPath(background)}`, variant: 'destructive' })
    }
  }

  function view(background: PostBackground) {
    setViewing(background)
    dialog.current?.showModal()
  }

  return (
    <>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {backgrounds.map((background) => (
          <li
            key={background.id}
            id={background.id}
            className="scroll-mt-24 overflow-hidden rounded-2xl border border-stone-200 bg-white dark:border-smoke-700 dark:bg-smoke-900"
          >
            <div
              role="img"
              aria-label={`${background.name} background preview`}
              className={`aspect-square ${background.kind === 'animated' ? 'cloud-drift' : ''}`}
              style={backgroundStyle(background)}
            />
            <div className="space-y-3 p-5">
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-display text-lg font-bold">{background.name}</h3>
                <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold capitalize dark:bg-smoke-800">
                  {background.kind}
                </span>
              </div>
              <p className="text-sm text-stone-600 dark:text-stone-400">{background.description}</p>
              <code className="block truncate text-xs text-stone-500 dark:text-stone-400">{backgroundPath(background)}</code>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={`${secondaryButton} px-4 py-2 text-sm`} onClick={() => copyPath(background)}>
                  Copy Path
                </button>
                <button type="button" className={`${secondaryButton} px-4 py-2 text-sm`} onClick={() => view(background)}>
                  View Full Size
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-semibold">
          Background to export
          <select
            value={exportId}
            onChange={(event) => setExportId(event.target.value)}
            className="min-h-12 rounded-xl border border-stone-300 bg-white px-3 font-normal dark:border-smoke-700 dark:bg-smoke-900"
          >
            {backgrounds.map((background) => (
              <option key={background.id} value={background.id}>
                {background.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={primaryButton} onClick={exportPng} disabled={exporting}>
          Export PNG
        </button>
      </div>
      <dialog
        ref={dialog}
        aria-label={viewing ? `${viewing.name}, full size` : 'Background, full size'}
        onClose={() => setViewing(null)}
        className="m-auto w-[min(92vw,80vh)] rounded-2xl bg-smoke-900 p-0 text-stone-100 backdrop:bg-black/80"
      >
        {viewing ? (
          <div>
            <div className={`aspect-square w-full ${viewing.kind === 'animated' ? 'cloud-drift' : ''}`} style={backgroundStyle(viewing)} />
            <div className="flex items-center justify-between gap-3 p-4">
              <p className="font-semibold">{viewing.name}</p>
              <button
                type="button"
                className={`${secondaryButton} border-white/20 px-4 py-2 text-sm`}
                onClick={() => dialog.current?.close()}
              >
                Close
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  )
}
