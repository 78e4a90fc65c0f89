import type { Metadata } from 'next'
import { ChangelogList } from '@/components/changelog/ChangelogList'
import { JsonLd } from '@/components/seo/JsonLd'
import { readPublicChangelog, CHANGELOG_PUBLIC_LIMIT } from '@/lib/changelog/queries'
import { buildMetadata } from '@/lib/seo/metadata'
import { SITE_NAME } from '@/lib/site/constants'
import { type CatchAllParams, noStaticParams, requireRoot } from '@/lib/cache/route'

// Full-route cache (see src/lib/cache/route.ts): rendered on first request, expired by collection hooks.
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS
export const generateStaticParams = noStaticParams

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/changelog')

export default async function ChangelogPage(props: CatchAllParams) {
  await requireRoot(props)
  const entries = await readPublicChangelog(CHANGELOG_PUBLIC_LIMIT)
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <JsonLd route="/changelog" />
      <header>
        <p className="text-sm font-semibold tracking-[0.3em] text-ember-600 uppercase dark:text-ember-400">What&apos;s new</p>
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">Changelog</h1>
        <p className="mt-3 text-stone-600 dark:text-stone-400">Every public update to the {SITE_NAME} platform, newest first.</p>
      </header>
      <div className="mt-10">
        <ChangelogList entries={entries} />
      </div>
    </div>
  )
}
