'use client'

import { type ReactNode, useEffect, useRef } from 'react'
import type { PublicStrain } from '@/lib/strains/queries'
import { formatLongDate } from '@/lib/site/dates'
import { secondaryButton } from '../ui/button-classes'
import { StrainTypeBadge } from './StrainTypeBadge'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-6 dark:border-smoke-700 dark:bg-smoke-900">
      <h3 className="font-display text-xl font-bold">{title}</h3>
      <div className="mt-3 text-stone-700 dark:text-stone-300">{children}</div>
    </section>
  )
}

export function StrainDetail({ strain, onBack }: { strain: PublicStrain; onBack: () => void }) {
  const article = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // The view changes without a route change: bring it to the top (clear of the sticky header) and move
  // focus to its heading for keyboard and screen-reader users.
  useEffect(() => {
    article.current?.scrollIntoView({ block: 'start' })
    heading.current?.focus({ preventScroll: true })
  }, [])
  const technical = [
    { label: 'THC Content', value: strain.thcContent },
    { label: 'CBD Content', value: strain.cbdContent },
    { label: 'Dominant Terpenes', value: strain.terpenes },
  ].filter((item): item is { label: string; value: string } => Boolean(item.value))

  return (
    <article ref={article} aria-labelledby="strain-detail-name" className="scroll-mt-24 space-y-6">
      {/* A submit button: without JavaScript it submits the form around the detail (back to the grid). */}
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault()
          onBack()
        }}
        className={secondaryButton}
      >
        <span aria-hidden="true">←</span> Back to Cloud
      </button>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="strain-detail-name" ref={heading} tabIndex={-1} className="font-display text-4xl font-bold break-words">
            {strain.strainName}
          </h2>
          <StrainTypeBadge type={strain.strainType} />
        </div>
        <p className="text-stone-600 dark:text-stone-400">
          Submitted by <span className="font-semibold text-stone-900 dark:text-stone-100">{strain.submitterName}</span> on{' '}
          <time dateTime={strain.createdAt}>{formatLongDate(strain.createdAt)}</time>
        </p>
      </header>
      <div className="grid gap-4">
        {strain.description ? (
          <Section title="Description">
            <p className="whitespace-pre-line">{strain.description}</p>
          </Section>
        ) : null}
        {strain.effects ? (
          <Section title="Effects">
            <p className="whitespace-pre-line">{strain.effects}</p>
          </Section>
        ) : null}
        {technical.length ? (
          <Section title="Technical Details">
            <dl className="grid gap-4 sm:grid-cols-3">
              {technical.map((item) => (
                <div key={item.label}>
                  <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{item.label}</dt>
                  <dd className="mt-1 font-semibold">{item.value}</dd>
                </div>
              ))}
            </dl>
          </Section>
        ) : null}
        {strain.growInfo ? (
          <Section title="Growing Information">
            <p className="whitespace-pre-line">{strain.growInfo}</p>
          </Section>
        ) : null}
        {strain.personalStory ? (
          <Section title="Personal Story">
            <p className="whitespace-pre-line">{strain.personalStory}</p>
          </Section>
        ) : null}
      </div>
    </article>
  )
}
