import type { PublicChangelogEntry } from '@/lib/changelog/queries'
import { labelFor } from '@/lib/forms/options'

const TONES: Record<PublicChangelogEntry['type'], string> = {
  feature: 'bg-leaf-500/15 text-green-800 ring-leaf-500/40 dark:text-leaf-300',
  improvement: 'bg-sky-500/15 text-sky-700 ring-sky-500/40 dark:text-sky-300',
  fix: 'bg-amber-500/15 text-amber-800 ring-amber-500/40 dark:text-amber-300',
  breaking: 'bg-red-500/15 text-red-700 ring-red-500/40 dark:text-red-300',
  announcement: 'bg-ember-500/15 text-ember-600 ring-ember-500/40 dark:text-ember-300',
}

export function ChangelogTypeBadge({ type }: { type: PublicChangelogEntry['type'] }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[type]}`}>
      {labelFor(type)}
    </span>
  )
}
