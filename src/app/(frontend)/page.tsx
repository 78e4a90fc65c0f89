import type { Metadata } from 'next'
import Link from 'next/link'
import { NewsletterForm } from '@/components/newsletter/NewsletterForm'
import { LatestEpisode } from '@/components/home/LatestEpisode'
import { LatestFinds } from '@/components/home/LatestFinds'
import { JsonLd } from '@/components/seo/JsonLd'
import { buildMetadata } from '@/lib/seo/metadata'

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/')

/** Home-page subscriptions are reported with this analytics label (the `newsletter_subscribe` event's). */
const HOME_ANALYTICS_LABEL = 'home_page'

const WHAT_YOU_GET = [
  { title: 'Weekly Smoke Signals', body: 'One letter a week: the drops, the people and the culture worth your time — no noise.' },
  { title: 'The Cloud', body: 'A community archive of real finds, rated by the people who smoked them.' },
  { title: 'Herban Conversations', body: 'Long-form talks with growers, makers and legacy operators who built this culture.' },
]

const RHYTHM = [
  { title: "What's Moving", body: 'New drops, new spots and the strains people are actually talking about this week.' },
  { title: 'What Matters', body: 'Policy, people and the stories behind the plant — the context the headlines skip.' },
  { title: 'What Lasts', body: 'Craft, heritage and the archive: what the culture keeps after the hype moves on.' },
]

// Full-route cache, expired by the submissions' and episodes' hooks (the finds and episode it opens with).
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS

export default function HomePage() {
  return (
    <>
      <JsonLd route="/" />
      {/* Content first: what is new on the site, then the newsletter hero and the rest of the story. */}
      <div className="page-container pt-8 pb-12 sm:pt-10">
        <p className="text-xs font-semibold tracking-[0.3em] text-ember-600 uppercase dark:text-ember-400">Fresh on Headstash</p>
        <h1 className="mt-2 font-display text-3xl font-bold sm:text-4xl">Tap into the culture.</h1>
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <LatestFinds />
          <LatestEpisode />
        </div>
      </div>

      <section aria-labelledby="smoke-signals" className="bg-gradient-to-b from-smoke-900 to-smoke-950 px-4 py-16 text-stone-100">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm tracking-[0.3em] text-ember-400 uppercase">Smoke Signals · weekly</p>
          <h2 id="smoke-signals" className="mt-4 font-display text-3xl font-bold sm:text-4xl">
            The culture, once a week.
          </h2>
          <p className="mt-4 text-lg text-stone-300">
            Headstash is the community for adults 21+ who take cannabis culture seriously — legacy-rooted since 2010.
          </p>
          <NewsletterForm tone="onDark" analyticsLabel={HOME_ANALYTICS_LABEL} className="mx-auto mt-8 max-w-xl" />
        </div>
      </section>

      <section aria-labelledby="what-you-get" className="page-container py-16">
        <h2 id="what-you-get" className="font-display text-3xl font-bold">
          What You&apos;ll Get
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {WHAT_YOU_GET.map((card) => (
            <article key={card.title} className="rounded-2xl border border-stone-200 p-6 dark:border-smoke-700">
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-stone-600 dark:text-stone-400">{card.body}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="about-blurb" className="mx-auto max-w-3xl px-4 py-8 text-center">
        <h2 id="about-blurb" className="font-display text-2xl font-bold">
          Built by the culture, for the culture
        </h2>
        <p className="mt-3 text-stone-600 dark:text-stone-400">
          From underground sessions in 2010 to a platform today, Headstash has always been about authenticity, legacy and community.{' '}
          <Link href="/about" className="text-ember-600 underline dark:text-ember-400">
            Read our story
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="rhythm" className="page-container py-16">
        <h2 id="rhythm" className="font-display text-3xl font-bold">
          Rhythm of Headstash
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {RHYTHM.map((card) => (
            <article key={card.title} className="rounded-2xl bg-stone-100 p-6 dark:bg-smoke-800">
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-stone-600 dark:text-stone-400">{card.body}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="join" className="bg-smoke-900 px-4 py-16 text-center text-stone-100">
        <h2 id="join" className="font-display text-3xl font-bold">
          Join the Collective
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-stone-300">Smoke Signals lands once a week. Unsubscribe at any time.</p>
        <NewsletterForm tone="onDark" analyticsLabel={HOME_ANALYTICS_LABEL} className="mx-auto mt-8 max-w-xl" />
      </section>

      <section aria-labelledby="cta" className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="cta" className="font-display text-3xl font-bold">
          What&apos;s in your headstash?
        </h2>
        <div className="mt-6 flex flex-wrap justify-center gap-4">
          <Link href="/wiyhs" className="rounded-full bg-ember-500 px-6 py-3 font-semibold text-white hover:bg-ember-600">
            Submit Your Find
          </Link>
          <Link
            href="/the-cloud"
            className="rounded-full border border-stone-300 px-6 py-3 font-semibold hover:border-ember-500 dark:border-smoke-700"
          >
            Browse The Cloud
          </Link>
        </div>
      </section>
    </>
  )
}
