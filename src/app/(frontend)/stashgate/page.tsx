import type { Metadata } from 'next'
import Link from 'next/link'
import { StrainSubmissionForm } from '@/components/strains/StrainSubmissionForm'
import { buildMetadata } from '@/lib/seo/metadata'

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/stashgate')

export default function StashgatePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-smoke-900 to-smoke-950 px-4 pt-10 pb-16 text-stone-100">
        <div className="mx-auto max-w-3xl">
          <Link href="/" className="inline-flex items-center gap-1 text-sm text-stone-300 hover:text-ember-400">
            <span aria-hidden="true">←</span> Back to Home
          </Link>
          <div className="mt-8 text-center">
            <p className="text-sm tracking-[0.3em] text-ember-400 uppercase">Headstash Cloud</p>
            <h1 className="mt-4 font-display text-4xl font-bold sm:text-5xl">What&apos;s In Your Headstash?</h1>
            <p className="mx-auto mt-4 max-w-xl text-lg text-stone-300">
              Share a strain with the community. It lands in the Headstash Cloud as soon as you submit it.
            </p>
            <Link
              href="/stashcloud"
              className="mt-8 inline-flex min-h-12 items-center rounded-full border border-stone-500 px-6 font-semibold hover:border-ember-400 hover:text-ember-300"
            >
              Browse Cloud First
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="strain-form-heading" className="mx-auto -mt-8 max-w-3xl px-4 pb-16">
        <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8 dark:border-smoke-700 dark:bg-smoke-900">
          <h2 id="strain-form-heading" className="mb-6 font-display text-2xl font-bold">
            Submit Your Strain
          </h2>
          <StrainSubmissionForm />
        </div>
      </section>
    </>
  )
}
