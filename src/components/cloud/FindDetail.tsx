import Image from 'next/image'
import Link from 'next/link'
import { notFound, permanentRedirect } from 'next/navigation'
import { ShareButton } from '@/components/share/ShareButton'
import { JsonLdScript } from '@/components/seo/JsonLd'
import { primaryButton, secondaryButton } from '@/components/ui/button-classes'
import { findJsonLd, findSummary } from '@/lib/submissions/find-page'
import { FIND_SHARE_MESSAGES } from '@/lib/podcast/share'
import { readApprovedSubmission } from '@/lib/submissions/queries'
import { FIND_BASE_PATH, findSegment } from '@/lib/submissions/paths'
import { cloudHref } from '@/lib/submissions/cloud-filters'
import { labelFor } from '@/lib/forms/options'
import { FLAME_LABELS, vibeLabel } from '@/lib/submissions/schema'
import { FlameRating } from './FlameRating'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null
  return (
    <div className="border-t border-stone-200 py-3 dark:border-smoke-700">
      <dt className="card-label">{label}</dt>
      <dd className="mt-1 break-words">{value}</dd>
    </div>
  )
}

/**
 * The permalink page of one approved find (/the-cloud/<id>-<slug>): every public field, the flames,
 * Share, and Review JSON-LD. Pending, rejected and unknown ids answer 404; an outdated slug redirects.
 */
export async function FindDetail({ id, segment }: { id: number; segment: string }) {
  const find = await readApprovedSubmission(id)
  if (!find) notFound()
  const canonicalSegment = findSegment(find.id, find.name)
  if (segment !== canonicalSegment) permanentRedirect(`${FIND_BASE_PATH}/${canonicalSegment}`)
  const genetics = find.genetics && labelFor(find.genetics)

  return (
    <article className="page-container py-10 sm:py-14">
      <JsonLdScript data={findJsonLd(find)} />
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={FIND_BASE_PATH} className="font-semibold text-ember-600 hover:underline dark:text-ember-300">
          The Cloud
        </Link>
        <span aria-hidden="true" className="mx-2 text-stone-500">
          /
        </span>
        <Link href={cloudHref(FIND_BASE_PATH, { category: find.category })} className="text-ember-600 hover:underline dark:text-ember-300">
          {labelFor(find.category)}
        </Link>
      </nav>

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <div>
          {find.imageUrl ? (
            // The full-size photo opens on its own, where the browser lets the visitor zoom it.
            <a
              href={find.imageUrl}
              className="block overflow-hidden rounded-2xl bg-stone-200 dark:bg-smoke-800"
              aria-label={`${find.name}: open the full-size photo`}
            >
              <Image
                src={find.imageUrl}
                alt={find.name}
                width={1200}
                height={900}
                preload
                fetchPriority="high"
                sizes="(min-width: 1024px) 50vw, 100vw"
                className="h-auto w-full"
              />
            </a>
          ) : (
            <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-stone-200 text-stone-600 dark:bg-smoke-800 dark:text-stone-300">
              No photo shared
            </div>
          )}
        </div>

        <div>
          <p className="card-badge inline-block">{labelFor(find.category)}</p>
          <h1 className="mt-3 font-display text-4xl font-bold break-words sm:text-5xl">{find.name}</h1>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <FlameRating flames={find.flames} />
            <span className="font-semibold">{FLAME_LABELS[find.flames]}</span>
          </div>
          <p className="mt-4 text-stone-700 dark:text-stone-300">
            Shared by <span className="font-semibold">{find.submittedBy}</span> · {find.location} ·{' '}
            <time dateTime={find.createdAt}>{dateFormat.format(new Date(find.createdAt))}</time>
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ShareButton
              label="Share Find"
              title={`${find.name} on The Cloud`}
              text={findSummary(find)}
              messages={FIND_SHARE_MESSAGES}
              className={primaryButton}
            />
            <Link href={FIND_BASE_PATH} className={secondaryButton}>
              Back to The Cloud
            </Link>
          </div>

          <dl className="mt-8">
            <Fact label="Genetics" value={genetics} />
            <Fact label="Breeder" value={find.breeder} />
            <Fact label="Rosin Type" value={find.rosinType && labelFor(find.rosinType)} />
            <Fact label="Extraction Method" value={find.extractionMethod && labelFor(find.extractionMethod)} />
            <Fact label="Edible Type" value={find.edibleType} />
            <Fact label="THC" value={find.thcContent} />
            <Fact label="CBD" value={find.cbdContent} />
            <Fact label="Where Acquired" value={find.whereAcquired} />
            <Fact label="Vibe" value={find.vibe && vibeLabel(find.vibe)} />
            <Fact label="Flavor" value={find.flavorNotes} />
            <Fact label="Effects" value={find.effects} />
          </dl>
        </div>
      </div>
    </article>
  )
}
