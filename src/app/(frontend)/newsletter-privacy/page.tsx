import type { Metadata } from 'next'
import Link from 'next/link'
import { LegalPage, type LegalSection } from '@/components/legal/LegalPage'
import { buildMetadata } from '@/lib/seo/metadata'
import { CONTACT_EMAIL, NEWSLETTER_NAME, SITE_NAME } from '@/lib/site/constants'

// Static text; revalidated so a staff SEO override reaches the page without a rebuild.
export const revalidate = 3600

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/newsletter-privacy')

const SECTIONS: LegalSection[] = [
  {
    id: 'what-we-collect',
    heading: 'What We Collect',
    body: (
      <p>
        When you subscribe to {NEWSLETTER_NAME} we collect your e-mail address and, if you give it, your name. Sign-ups are stored and
        delivered through our newsletter provider, which also records basic delivery information such as whether an issue was delivered or
        opened.
      </p>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How We Use It',
    body: (
      <p>
        We use your name and e-mail only to send you {NEWSLETTER_NAME} and occasional announcements about {SITE_NAME}. We never sell or rent
        the list, and we do not share it with advertisers.
      </p>
    ),
  },
  {
    id: 'unsubscribe',
    heading: 'Unsubscribing at Any Time',
    body: (
      <p>
        Every issue has an unsubscribe link at the bottom. One click removes you from the list; you can also write to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and we will remove you and, on request, delete your details.
      </p>
    ),
  },
  {
    id: 'consent',
    heading: 'Your Consent',
    body: (
      <p>
        By subscribing you consent to receive {NEWSLETTER_NAME} by e-mail. You can withdraw that consent at any time by unsubscribing. This
        addendum supplements our <Link href="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
]

export default function NewsletterPrivacyPage() {
  return (
    <LegalPage
      title={`${NEWSLETTER_NAME} Privacy Addendum`}
      intro={
        <p>
          How the {NEWSLETTER_NAME} newsletter handles your information, in addition to the {SITE_NAME} Privacy Policy.
        </p>
      }
      sections={SECTIONS}
    />
  )
}
