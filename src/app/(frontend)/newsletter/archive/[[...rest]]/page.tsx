import type { Metadata } from 'next'
import Link from 'next/link'
import { type CatchAllParams, noStaticParams, requireRoot } from '@/lib/cache/route'
import { issueWebPath } from '@/lib/newsletter/issues'
import { ISSUE_ARCHIVE_PATH, ISSUE_FEED_PATH } from '@/lib/newsletter/issue-page'
import { readSentIssues } from '@/lib/newsletter/issue-queries'
import { ISSUE_TEXTS } from '@/lib/newsletter/issue-texts'
import { absoluteUrl } from '@/lib/seo/presets'
import { NEWSLETTER_NAME, OG_LOCALE, SITE_NAME } from '@/lib/site/constants'
import { formatLongDate } from '@/lib/site/dates'

// Full-route cache (see src/lib/cache/route.ts): rendered on first request, expired by the issues' hooks.
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS
export const generateStaticParams = noStaticParams

export function generateMetadata(): Metadata {
  const title = `${ISSUE_TEXTS.archiveTitle} | ${SITE_NAME}`
  const canonical = absoluteUrl(ISSUE_ARCHIVE_PATH)
  return {
    title: { absolute: title },
    description: ISSUE_TEXTS.archiveIntro,
    alternates: { canonical, types: { 'application/rss+xml': [{ url: absoluteUrl(ISSUE_FEED_PATH), title: ISSUE_TEXTS.feedTitle }] } },
    openGraph: { type: 'website', siteName: SITE_NAME, locale: OG_LOCALE, url: canonical, title, description: ISSUE_TEXTS.archiveIntro },
  }
}

export default async function NewsletterArchivePage(props: CatchAllParams) {
  await requireRoot(props)
  const issues = await readSentIssues()
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header>
        <p className="text-sm font-semibold tracking-[0.3em] text-ember-600 uppercase dark:text-ember-400">{NEWSLETTER_NAME}</p>
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">Archive</h1>
        <p className="mt-3 text-stone-600 dark:text-stone-400">{ISSUE_TEXTS.archiveIntro}</p>
        <p className="mt-2 text-sm">
          <a href={ISSUE_FEED_PATH} className="text-ember-700 underline dark:text-ember-300">
            RSS feed
          </a>
        </p>
      </header>
      {issues.length ? (
        <ol className="mt-10 space-y-6" data-testid="newsletter-archive">
          {issues.map((issue) => (
            <li key={issue.id} className="border-b border-stone-200 pb-6 dark:border-smoke-700">
              {issue.sentAt ? (
                <time dateTime={issue.sentAt} className="text-sm text-stone-600 dark:text-stone-400">
                  {formatLongDate(issue.sentAt)}
                </time>
              ) : null}
              <h2 className="mt-1 font-display text-2xl font-bold">
                <Link href={issueWebPath(issue.slug)} className="hover:text-ember-600 hover:underline dark:hover:text-ember-300">
                  {issue.subject}
                </Link>
              </h2>
              {issue.preheader ? <p className="mt-1 text-stone-700 dark:text-stone-300">{issue.preheader}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-10 text-stone-600 dark:text-stone-400">{ISSUE_TEXTS.archiveEmpty}</p>
      )}
    </div>
  )
}
