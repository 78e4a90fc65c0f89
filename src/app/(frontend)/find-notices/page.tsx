import type { Metadata } from 'next'
import { type TokenPageProps, tokenOf } from '@/lib/newsletter/link-page'
import { NewsletterLinkAction } from '@/components/newsletter/NewsletterLinkAction'
import { NOTICE_STOP_API } from '@/lib/moderation/paths'
import { NOTICE_TEXTS } from '@/lib/moderation/texts'
import { CONTACT_EMAIL, SITE_NAME } from '@/lib/site/constants'

// Opened from the link in a submitter's decision e-mail; the page reads the token on the server so that its
// buttons work without JavaScript too (a plain form), which makes it a per-request page (never cached).
export const metadata: Metadata = { title: `${NOTICE_TEXTS.stopTitle} · ${SITE_NAME}`, robots: { index: false, follow: false } }

export default async function FindNoticesPage({ searchParams }: TokenPageProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm tracking-[0.3em] text-ember-500 uppercase">WIYHS</p>
      <h1 className="mt-3 font-display text-4xl font-bold">{NOTICE_TEXTS.stopTitle}</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">
        {NOTICE_TEXTS.stopIntro} Questions? Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
      <NewsletterLinkAction
        token={await tokenOf(searchParams)}
        actions={[{ label: NOTICE_TEXTS.stopLabel, url: NOTICE_STOP_API, hint: 'Your finds stay as they are; only these e-mails stop.' }]}
      />
    </section>
  )
}
