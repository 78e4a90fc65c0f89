import type { Metadata } from 'next'
import Link from 'next/link'
import { LegalPage, type LegalSection } from '@/components/legal/LegalPage'
import { buildMetadata } from '@/lib/seo/metadata'
import { CONTACT_EMAIL, MINIMUM_AGE, NEWSLETTER_NAME, SITE_NAME } from '@/lib/site/constants'

// Static text; revalidated so a staff SEO override reaches the page without a rebuild.
export const revalidate = 3600

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/privacy-policy')

const contact = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>

const SECTIONS: LegalSection[] = [
  {
    id: 'what-we-collect',
    heading: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run {SITE_NAME}:</p>
        <ul>
          <li>
            <strong>E-mail address</strong> — when you subscribe to {NEWSLETTER_NAME}, submit a strain or a find, or write to us.
          </li>
          <li>
            <strong>Name or social handle (optional)</strong> — if you choose to share one with a submission or a subscription. You can
            submit anonymously; your entry then shows as “Anonymous”.
          </li>
          <li>
            <strong>ID verification files (optional)</strong> — only if you apply for private membership, so we can confirm you are{' '}
            {MINIMUM_AGE} or older.
          </li>
          <li>
            <strong>What you submit</strong> — strain and product details, ratings, notes and any photo you upload. We strip location and
            camera data (EXIF) from photos before storing them.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How We Use Your Information',
    body: (
      <>
        <p>
          We use your information to send the newsletter you asked for, to review and publish your submissions, to answer your messages, to
          verify eligibility for private membership, and to keep the site secure (for example, limiting repeated automated requests).
        </p>
        <p>
          Your e-mail address is never shown publicly. Submissions appear in The Cloud or the strain cloud only with the name you chose to
          display.
        </p>
      </>
    ),
  },
  {
    id: 'no-selling',
    heading: 'We Never Sell Your Data',
    body: <p>We do not sell, rent or trade your personal information, and we do not share it with advertisers. Ever.</p>,
  },
  {
    id: 'third-party-services',
    heading: 'Forms and Third-Party Services',
    body: (
      <p>
        Some forms are handled by trusted third-party services — for example our newsletter provider, which stores your subscription and
        delivers each issue, and our hosting and storage providers. They process your information only on our behalf, under their own
        privacy and security commitments, and only for the purpose you gave it to us.
      </p>
    ),
  },
  {
    id: 'analytics',
    heading: 'Limited Analytics',
    body: (
      <p>
        We measure page views and a few engagement events (such as a newsletter sign-up) to understand what the community reads. We use this
        only in aggregate, we do not build advertising profiles, and analytics scripts load only when the site is configured to use them.
      </p>
    ),
  },
  {
    id: 'deletion',
    heading: 'Data Retention and Deletion',
    body: (
      <p>
        We keep your information only as long as we need it for the purpose you gave it. You can ask us at any time to see, correct or
        delete your data — write to {contact} and we will act on your request within 30 days. ID verification files are deleted once
        verification is complete.
      </p>
    ),
  },
  {
    id: 'age',
    heading: `${MINIMUM_AGE}+ Only`,
    body: (
      <p>
        {SITE_NAME} is intended only for adults aged {MINIMUM_AGE} and over. We do not knowingly collect information from anyone younger. If
        you believe someone under {MINIMUM_AGE} has given us their information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'updates',
    heading: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy as the platform changes. When we do, we will change the effective date above, and for significant changes
        we will tell subscribers by e-mail. See also our <Link href="/newsletter-privacy">newsletter privacy addendum</Link> and{' '}
        <Link href="/terms-of-service">Terms of Service</Link>.
      </p>
    ),
  },
  // Not 'contact': the site footer on every page owns that id (the header's Contact link).
  { id: 'privacy-contact', heading: 'Contact', body: <p>Questions about your privacy? Write to {contact}.</p> },
]

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what {SITE_NAME} collects when you use the site, subscribe to {NEWSLETTER_NAME} or submit to the community
          archives, why we collect it, and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  )
}
