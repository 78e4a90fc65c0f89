import { Fragment, type ReactNode } from 'react'
import type { PublicSubmission } from '@/lib/submissions/queries'
import Link from 'next/link'
import { findPath } from '@/lib/submissions/paths'
import { labelFor } from '@/lib/forms/options'
import { vibeLabel } from '@/lib/submissions/texts'
import { CARD_FIELDS } from '@/lib/submissions/fields'
import { Highlighted } from '../search/Highlighted'
import { CardImage } from './CardImage'
import { FlameRating } from './FlameRating'

// Rendered inside client components (CloudSubmissions for the first page, LoadMore for later ones), so
// the page's RSC payload carries each entry's data once instead of its whole element tree.

/** The table's card fields, plus the entry's id (its permalink), the card-sized picture and a search's highlights. */
const CARD_ENTRY_FIELDS = ['id', ...CARD_FIELDS, 'thumbnailUrl', 'highlights'] as const satisfies ReadonlyArray<keyof PublicSubmission>
type CardField = (typeof CARD_ENTRY_FIELDS)[number]
type RequiredField = 'id' | 'category' | 'name' | 'flames' | 'submittedBy'

/** What a card shows: the public entry's card fields, blanks left out. */
export type CardSubmission = Pick<PublicSubmission, RequiredField> & {
  [Key in Exclude<CardField, RequiredField>]?: NonNullable<PublicSubmission[Key]>
}

export function toCardSubmission(entry: PublicSubmission): CardSubmission {
  const card: Record<string, unknown> = {}
  for (const field of CARD_ENTRY_FIELDS) if (entry[field] !== null && entry[field] !== '') card[field] = entry[field]
  return card as CardSubmission
}

const specifics = (entry: CardSubmission): ReactNode[] => {
  const breeder = entry.breeder && <Highlighted key="breeder" text={entry.breeder} runs={entry.highlights?.breeder} />
  const values =
    entry.category === 'flower'
      ? [entry.genetics && labelFor(entry.genetics), breeder]
      : entry.category === 'concentrate'
        ? [entry.rosinType && labelFor(entry.rosinType), entry.extractionMethod && labelFor(entry.extractionMethod), breeder]
        : [entry.edibleType]
  return [...values, entry.thcContent && `THC ${entry.thcContent}`].filter(Boolean)
}

function Detail({ label, value, runs }: { label: string; value?: string; runs?: string[] }) {
  if (!value) return null
  return (
    <div>
      <dt className="card-label">{label}</dt>
      <dd className="text-sm">
        <Highlighted text={value} runs={runs} />
      </dd>
    </div>
  )
}

/** `priority`: the card with the page's first photo, in view on a phone before anything is scrolled. */
export function SubmissionCard({ entry, priority = false }: { entry: CardSubmission; priority?: boolean }) {
  const facts = specifics(entry)
  return (
    <article data-category={entry.category} className="cloud-card">
      {entry.thumbnailUrl ? <CardImage src={entry.thumbnailUrl} alt={entry.name} priority={priority} /> : null}
      <div className="space-y-3 p-5">
        <div className="card-head">
          <h3 className="card-title">
            {/* The card's permalink: the find's own page, shareable and bookmarkable. */}
            <Link href={findPath(entry.id, entry.name)}>
              <Highlighted text={entry.name} runs={entry.highlights?.name} />
            </Link>
          </h3>
          <span className="card-badge">{labelFor(entry.category)}</span>
        </div>
        <FlameRating flames={entry.flames} />
        {facts.length ? (
          <p className="card-facts">
            {facts.map((fact, index) => (
              <Fragment key={index}>
                {index ? ' · ' : null}
                {fact}
              </Fragment>
            ))}
          </p>
        ) : null}
        <dl className="space-y-2">
          <Detail label="Vibe" value={entry.vibe && vibeLabel(entry.vibe)} />
          <Detail label="Flavor" value={entry.flavorNotes} runs={entry.highlights?.flavorNotes} />
          <Detail label="Effects" value={entry.effects} runs={entry.highlights?.effects} />
        </dl>
        <p className="card-byline">
          by <span className="card-author">{entry.submittedBy}</span>
          {entry.location ? (
            <>
              {' · '}
              <Highlighted text={entry.location} runs={entry.highlights?.location} />
            </>
          ) : null}
        </p>
      </div>
    </article>
  )
}
