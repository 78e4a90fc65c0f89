import type { Metadata } from 'next'
import Link from 'next/link'
import { SubmissionForm } from '@/components/wiyhs/SubmissionForm'
import { readReviewTimeCopy } from '@/lib/moderation/review-time'
import { buildMetadata } from '@/lib/seo/metadata'

// Full-route cache: the review-time sentence is a cached read under the submissions' tag, which a
// decision expires; the window it measures moves with the clock, hence the time bound as well.
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/wiyhs')

export default async function WiyhsPage() {
  const reviewTime = await readReviewTimeCopy()
  return (
    <>
      <section className="bg-gradient-to-b from-smoke-900 to-smoke-950 px-4 pt-14 pb-16 text-center text-stone-100">
        <div className="mx-auto max-w-3xl">
          <p className="text-sm tracking-[0.3em] text-ember-400 uppercase">The Cloud</p>
          <h1 className="mt-4 font-display text-4xl font-bold sm:text-5xl">What&apos;s In Your Headstash?</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-stone-300">
            Flower, concentrate or edible: tell the community what you&apos;re holding and how hard it hits.
          </p>
          <p className="mx-auto mt-3 max-w-xl text-sm text-stone-400">Every find is reviewed by the Headstash team. {reviewTime}</p>
        </div>
      </section>
      <section aria-labelledby="submit-your-find" className="mx-auto -mt-8 max-w-3xl px-4 pb-16">
        <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8 dark:border-smoke-700 dark:bg-smoke-900">
          <h2 id="submit-your-find" className="font-display text-2xl font-bold">
            Submit Your Find
          </h2>
          <p className="mt-2 mb-6 text-sm text-stone-600 dark:text-stone-400">
            Want to look around first?{' '}
            <Link href="/the-cloud" className="text-ember-600 underline dark:text-ember-400">
              Browse The Cloud
            </Link>
            .
          </p>
          <SubmissionForm />
        </div>
      </section>
    </>
  )
}
