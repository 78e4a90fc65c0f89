import type { PublicSubmission } from '@/lib/queries/headstash'
import { labelFor } from '@/lib/validation/options'
import { vibeLabel } from '@/lib/validation/product'
import { CardImage } from './CardImage'
import { FlameRating } from './FlameRating'

// Rendered on the server for the first page and by the "Load more" client component for later ones.

const specifics = (entry: PublicSubmission): string[] => {
  const values =
    entry.category === 'flower'
      ? [entry.genetics && labelFor(entry.genetics), entry.breeder]
      : entry.category === 'concentrate'
        ? [entry.rosinType && labelFor(entry.rosinType), entry.extractionMethod && labelFor(entry.extractionMethod), entry.breeder]
        : [entry.edibleType]
  return [...values, entry.thcContent && `THC ${entry.thcContent}`].filter((value): value is string => Boolean(value))
}

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500 dark:text-stone-400">{label}</dt>
      <dd className="text-sm">{value}</dd>
    </div>
  )
}

export function SubmissionCard({ entry }: { entry: PublicSubmission }) {
  const facts = specifics(entry)
  return (
    <article data-category={entry.category} className="mb-4 break-inside-avoid overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm dark:border-smoke-700 dark:bg-smoke-900">
      {entry.thumbnailUrl ? <CardImage src={entry.thumbnailUrl} alt={entry.name} /> : null}
      <div className="space-y-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-display text-lg font-bold leading-snug break-words">{entry.name}</h3>
          <span className="shrink-0 rounded-full bg-leaf-500/15 px-2.5 py-0.5 text-xs font-semibold text-green-800 dark:text-leaf-300">
            {labelFor(entry.category)}
          </span>
        </div>
        <FlameRating flames={entry.flames} />
        {facts.length ? <p className="text-sm text-stone-600 dark:text-stone-400">{facts.join(' · ')}</p> : null}
        <dl className="space-y-2">
          <Detail label="Vibe" value={entry.vibe && vibeLabel(entry.vibe)} />
          <Detail label="Flavor" value={entry.flavorNotes} />
          <Detail label="Effects" value={entry.effects} />
        </dl>
        <p className="border-t border-stone-200 pt-3 text-sm text-stone-600 dark:border-smoke-700 dark:text-stone-400">
          by <span className="font-medium text-stone-900 dark:text-stone-100">{entry.submittedBy}</span>
          {entry.location ? <> · {entry.location}</> : null}
        </p>
      </div>
    </article>
  )
}
