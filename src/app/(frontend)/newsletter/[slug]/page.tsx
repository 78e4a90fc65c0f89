import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { JsonLdScript } from '@/components/seo/JsonLd'
import { IssueContent } from '@/components/newsletter/IssueContent'
import { NewsletterForm } from '@/components/newsletter/NewsletterForm'
import { noStaticParams } from '@/lib/cache/route'
import { cachedIssueReaders, resolveIssueContent } from '@/lib/newsletter/issue-content'
import { ISSUE_ARCHIVE_PATH, issueJsonLd, issueMetadataFor } from '@/lib/newsletter/issue-page'
import { readSentIssue } from '@/lib/newsletter/issue-queries'
import { ISSUE_TEXTS } from '@/lib/newsletter/issue-texts'
import { NEWSLETTER_NAME } from '@/lib/site/constants'
import { formatLongDate } from '@/lib/site/dates'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'

// The web version of a sent issue, from the full-route cache (see src/lib/cache/route.ts), expired by the
// issues' hooks and by those of the content its live blocks show; unsent and unknown slugs answer 404.
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS
export const generateStaticParams = noStaticParams

type Params = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return issueMetadataFor((await params).slug)
}

export default async function NewsletterIssuePage({ params }: Params) {
  const issue = await readSentIssue((await params).slug)
  if (!issue) notFound()
  const origin = publicOrigin()
  // What the e-mail showed, fixed when the send started; an issue made public without a send shows its live blocks.
  const nodes = issue.sentNodes ?? (await resolveIssueContent(issue.body, cachedIssueReaders, origin))
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <JsonLdScript data={issueJsonLd(issue, origin)} />
      <header className="mb-10">
        <p className="text-sm font-semibold tracking-[0.3em] text-ember-600 uppercase dark:text-ember-400">
          <Link href={ISSUE_ARCHIVE_PATH} className="hover:underline">
            {NEWSLETTER_NAME}
          </Link>
        </p>
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{issue.subject}</h1>
        {issue.preheader ? <p className="mt-3 text-lg text-stone-600 dark:text-stone-400">{issue.preheader}</p> : null}
        {issue.sentAt ? (
          <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
            {ISSUE_TEXTS.sentOn} <time dateTime={issue.sentAt}>{formatLongDate(issue.sentAt)}</time>
          </p>
        ) : null}
      </header>
      <IssueContent nodes={nodes} origin={origin} />
      <footer className="mt-16 space-y-6 border-t border-stone-200 pt-8 dark:border-smoke-700">
        <p>
          <Link href={ISSUE_ARCHIVE_PATH} className="text-ember-700 font-semibold underline dark:text-ember-300">
            {ISSUE_TEXTS.archiveLink}
          </Link>
        </p>
        <NewsletterForm />
      </footer>
    </article>
  )
}
