import type { ReactNode } from 'react'
import { LEGAL_EFFECTIVE_DATE, MINIMUM_AGE } from '@/lib/site/constants'

export interface LegalSection {
  id: string
  heading: string
  body: ReactNode
}

/** Shared frame of the legal pages: title, effective date, 21+ notice, contents and numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-stone-200 pb-8 dark:border-smoke-700">
        <p className="text-sm font-semibold tracking-[0.3em] text-ember-600 uppercase dark:text-ember-400">Legal</p>
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
          Effective {LEGAL_EFFECTIVE_DATE} · For adults {MINIMUM_AGE} and over
        </p>
        <div className="mt-6 space-y-3 text-stone-700 dark:text-stone-300">{intro}</div>
      </header>
      <nav aria-label="On this page" className="mt-8 rounded-2xl bg-stone-100 p-5 text-sm dark:bg-smoke-900">
        <h2 className="font-semibold">On this page</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-ember-600 hover:underline dark:text-ember-400">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="font-display text-2xl font-bold">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-stone-700 dark:text-stone-300 [&_a]:text-ember-600 [&_a]:underline dark:[&_a]:text-ember-400 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  )
}
