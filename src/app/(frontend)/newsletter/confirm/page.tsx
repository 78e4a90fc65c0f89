import type { Metadata } from 'next'
import { type TokenPageProps, tokenOf } from '@/lib/newsletter/link-page'
import { NewsletterLinkAction } from '@/components/newsletter/NewsletterLinkAction'
import { NEWSLETTER_NAME } from '@/lib/site/constants'

// Opened from the confirmation e-mail; the page reads the token on the server so that its
// buttons work without JavaScript too (a plain form), which makes it a per-request page (never cached).
export const metadata: Metadata = { title: `Confirm your subscription · ${NEWSLETTER_NAME}`, robots: { index: false, follow: false } }

export default async function ConfirmSubscriptionPage({ searchParams }: TokenPageProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm tracking-[0.3em] text-ember-500 uppercase">{NEWSLETTER_NAME}</p>
      <h1 className="mt-3 font-display text-4xl font-bold">Confirm your subscription</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">One press and the signal is lit: the weekly dispatch lands in your inbox.</p>
      <NewsletterLinkAction
        token={await tokenOf(searchParams)}
        actions={[{ label: 'Confirm my subscription', url: '/api/newsletter/confirm' }]}
      />
    </section>
  )
}
