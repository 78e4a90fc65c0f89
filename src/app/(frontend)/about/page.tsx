import type { Metadata } from 'next'
import Link from 'next/link'
import { JsonLd } from '@/components/seo/JsonLd'
import { primaryButton, secondaryButton } from '@/components/ui/button-classes'
import { buildMetadata } from '@/lib/seo/metadata'
import { FOUNDED_YEAR, MINIMUM_AGE, NEWSLETTER_NAME, PODCAST_NAME, SITE_NAME } from '@/lib/site/constants'

// Static text; revalidated so a staff SEO override reaches the page without a rebuild.
export const revalidate = 3600

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/about')

const TIMELINE = [
  {
    period: `${FOUNDED_YEAR}–2022`,
    title: 'The Underground Years',
    body: `${SITE_NAME} started as a circle, not a company: growers, hash makers and heads passing notes about what was in their jars. Private sessions, word of mouth and a long memory for who did the work — twelve years of building trust before anything was legal to talk about out loud.`,
  },
  {
    period: '2022–present',
    title: 'Transition and Expansion',
    body: `As the market opened, the circle widened. The notes became ${NEWSLETTER_NAME}, a weekly letter for people who want the culture without the hype, and the conversations became ${PODCAST_NAME}, long-form talks with the legacy operators who built it.`,
  },
  {
    period: 'Now',
    title: 'The Platform Era',
    body: `Today ${SITE_NAME} is a home for the whole community: The Cloud archives real finds rated by the people who smoked them, the strain cloud collects strains and their stories, and the newsletter keeps everyone in rhythm — all for adults ${MINIMUM_AGE} and over.`,
  },
]

const VALUES = [
  { title: 'Authenticity', body: 'Real experiences from real people. No paid placements, no inflated ratings, no pretending.' },
  {
    title: 'Legacy',
    body: 'We honour the growers and makers who carried this culture through prohibition, and keep their knowledge alive.',
  },
  { title: 'Community', body: 'Everything here is built with the people who read, listen and share. The archive is yours.' },
]

export default function AboutPage() {
  return (
    <>
      <JsonLd route="/about" />
      <section className="bg-gradient-to-b from-smoke-900 to-smoke-950 px-4 py-20 text-stone-100">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-[0.3em] text-ember-400 uppercase">About {SITE_NAME}</p>
          <h1 className="mt-3 font-display text-4xl font-bold sm:text-6xl">Our Story</h1>
          <p className="mt-4 text-lg text-stone-300">
            Legacy-rooted since {FOUNDED_YEAR}: from underground sessions to a platform for the culture.
          </p>
        </div>
      </section>

      <section aria-labelledby="timeline" className="mx-auto max-w-3xl px-4 py-16">
        <h2 id="timeline" className="sr-only">
          Timeline
        </h2>
        <ol className="relative space-y-12 border-l-2 border-ember-500/40 pl-8">
          {TIMELINE.map((step) => (
            <li key={step.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.6rem] h-4 w-4 rounded-full bg-ember-500 ring-4 ring-stone-50 dark:ring-smoke-950"
              />
              <p className="text-sm font-semibold tracking-[0.2em] text-ember-600 uppercase dark:text-ember-400">{step.period}</p>
              <h3 className="mt-1 font-display text-2xl font-bold">{step.title}</h3>
              <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="why" className="bg-stone-100 px-4 py-16 dark:bg-smoke-900">
        <div className="mx-auto max-w-3xl">
          <h2 id="why" className="font-display text-3xl font-bold">
            Why We Exist
          </h2>
          <p className="mt-4 leading-relaxed text-stone-700 dark:text-stone-300">
            Cannabis went mainstream fast, and a lot of what made it special got lost in the rush: the names behind the genetics, the craft
            of a clean wash, the honest word of someone who actually smoked it. {SITE_NAME} exists to keep that knowledge in the
            community&apos;s hands — documented, credited and shared between adults who care.
          </p>
        </div>
      </section>

      <section aria-labelledby="values" className="page-container py-16">
        <h2 id="values" className="text-center font-display text-3xl font-bold">
          What We Stand For
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {VALUES.map((value) => (
            <article key={value.title} className="rounded-2xl border border-stone-200 bg-white p-6 dark:border-smoke-700 dark:bg-smoke-900">
              <h3 className="font-display text-xl font-bold text-ember-600 dark:text-ember-400">{value.title}</h3>
              <p className="mt-2 text-stone-600 dark:text-stone-300">{value.body}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="join-us" className="px-4 pb-20 text-center">
        <h2 id="join-us" className="font-display text-3xl font-bold">
          Be Part of It
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-stone-600 dark:text-stone-400">
          Get {NEWSLETTER_NAME} every week, or put your own find in The Cloud.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/" className={primaryButton}>
            Subscribe to {NEWSLETTER_NAME}
          </Link>
          <Link href="/wiyhs" className={secondaryButton}>
            Share Your Stash
          </Link>
        </div>
      </section>
    </>
  )
}
