import { EXIT_PREVIEW_ROUTE } from '@/lib/preview/paths'
import { LivePreviewRefresh } from './LivePreviewRefresh'

/** Shown above a page rendered in draft mode (staff only): what this is and the way out. */
export function DraftBanner({ path }: { path: string }) {
  return (
    <div role="status" className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-stone-900">
      Draft preview: you see the latest saved draft, visitors see the published version.{' '}
      <a href={`${EXIT_PREVIEW_ROUTE}?path=${encodeURIComponent(path)}`} className="underline">
        Exit preview
      </a>
      <LivePreviewRefresh />
    </div>
  )
}
