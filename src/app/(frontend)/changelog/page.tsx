import type { Metadata } from 'next'
import { ChangelogList } from '@/components/changelog/ChangelogList'
import { JsonLd } from '@/components/seo/JsonLd'
import { readPublicChangelog, CHANGELOG_PUBLIC_LIMIT } from '@/lib/queries/changelog'
import { buildMetadata } from '@/lib/seo/metadata'
import { SITE_NAME } from '@/lib/site/constants'

// Read per request so a published entry shows at once; never at build time.
export const dynamic = 'force-dynamic'

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/changelog')

export default async function ChangelogPage() {
  const entries = await readPublicChangelog(CHANGELOG_PUBLIC_LIMIT)
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <JsonLd route="/changelog" />
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.3em] text-ember-600 dark:text-ember-400">What&apos;s new</p>
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">Changelog</h1>
        <p className="mt-3 text-stone-600 dark:text-stone-400">Every public update to the {SITE_NAME} platform, newest first.</p>
      </header>
      <div className="mt-10">
        <ChangelogList entries={entries} />
      </div>
    </div>
  )
}
