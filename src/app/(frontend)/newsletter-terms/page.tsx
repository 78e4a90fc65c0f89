import type { Metadata } from 'next'
import Link from 'next/link'
import { LegalPage, type LegalSection } from '@/components/legal/LegalPage'
import { buildMetadata } from '@/lib/seo/metadata'
import { CONTACT_EMAIL, MINIMUM_AGE, NEWSLETTER_NAME, SITE_NAME } from '@/lib/site/constants'

// Static text; revalidated so a staff SEO override reaches the page without a rebuild.
export const revalidate = 3600

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/newsletter-terms')

const SECTIONS: LegalSection[] = [
  {
    id: 'subscription',
    heading: 'Your Subscription',
    body: (
      <p>
        {NEWSLETTER_NAME} is a free weekly e-mail for adults {MINIMUM_AGE} and over. When you subscribe, your name (if given) and e-mail
        address are collected and stored by our newsletter provider so the newsletter can be delivered to you.
      </p>
    ),
  },
  {
    id: 'consent-to-email',
    heading: 'Consent to E-mail',
    body: (
      <p>
        Subscribing means you agree to receive {NEWSLETTER_NAME} and occasional announcements from {SITE_NAME} at the address you gave. We
        send nothing else, and we never pass your address to third parties for their own marketing.
      </p>
    ),
  },
  {
    id: 'unsubscribe',
    heading: 'Unsubscribing at Any Time',
    body: (
      <p>
        You can unsubscribe at any time with the link in every issue, or by writing to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Unsubscribing takes effect right away and costs nothing.
      </p>
    ),
  },
  {
    id: 'content',
    heading: 'Newsletter Content',
    body: (
      <p>
        {NEWSLETTER_NAME} covers cannabis culture for information and entertainment. It is not medical or legal advice and it never offers
        products for sale. Forwarding an issue to someone under {MINIMUM_AGE} is not allowed.
      </p>
    ),
  },
  {
    id: 'related-terms',
    heading: 'Related Terms',
    body: (
      <p>
        This addendum adds to our <Link href="/terms-of-service">Terms of Service</Link> and{' '}
        <Link href="/newsletter-privacy">newsletter privacy addendum</Link>; where they differ about the newsletter, this page applies.
      </p>
    ),
  },
]

export default function NewsletterTermsPage() {
  return (
    <LegalPage
      title={`${NEWSLETTER_NAME} Terms Addendum`}
      intro={
        <p>
          The terms that apply to the {NEWSLETTER_NAME} newsletter, in addition to the {SITE_NAME} Terms of Service.
        </p>
      }
      sections={SECTIONS}
    />
  )
}
