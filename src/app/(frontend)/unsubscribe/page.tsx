import type { Metadata } from 'next'
import { type TokenPageProps, tokenOf } from '@/lib/newsletter/link-page'
import { NewsletterLinkAction } from '@/components/newsletter/NewsletterLinkAction'
import { CONTACT_EMAIL, NEWSLETTER_NAME } from '@/lib/site/constants'

// Opened from the link in every newsletter e-mail; the page reads the token on the server so that its
// buttons work without JavaScript too (a plain form), which makes it a per-request page (never cached).
export const metadata: Metadata = { title: `Unsubscribe · ${NEWSLETTER_NAME}`, robots: { index: false, follow: false } }

export default async function UnsubscribePage({ searchParams }: TokenPageProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm tracking-[0.3em] text-ember-500 uppercase">{NEWSLETTER_NAME}</p>
      <h1 className="mt-3 font-display text-4xl font-bold">Unsubscribe</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">
        Stop {NEWSLETTER_NAME} at any time, no questions asked. Questions? Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
      <NewsletterLinkAction
        token={await tokenOf(searchParams)}
        actions={[
          { label: 'Unsubscribe', url: '/api/newsletter/unsubscribe', hint: 'No more e-mail from us. You can subscribe again any time.' },
          {
            label: 'Delete my data',
            url: '/api/newsletter/delete-data',
            tone: 'secondary',
            hint: 'Unsubscribes you and erases your address and its subscription history, including any sign-up through a pop-up on the site.',
            confirm: { question: 'Delete your address and its subscription history? This cannot be undone.', yes: 'Yes, delete my data' },
          },
        ]}
      />
    </section>
  )
}
