import type { Metadata } from 'next'
import Link from 'next/link'
import { LegalPage, type LegalSection } from '@/components/legal/LegalPage'
import { buildMetadata } from '@/lib/seo/metadata'
import { CONTACT_EMAIL, MINIMUM_AGE, SITE_NAME } from '@/lib/site/constants'

// Static text; revalidated so a staff SEO override reaches the page without a rebuild.
export const revalidate = 3600

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/terms-of-service')

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of Terms',
    body: (
      <p>
        By visiting or using {SITE_NAME} — the website, the newsletter, the community archives and the podcast — you agree to these terms
        and to our <Link href="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use the site.
      </p>
    ),
  },
  {
    id: 'eligibility',
    heading: `Eligibility: ${MINIMUM_AGE}+ Only`,
    body: (
      <p>
        You must be at least {MINIMUM_AGE} years old to use {SITE_NAME}. By using the site you confirm that you are, and that using
        cannabis-related content is lawful where you live. We may ask for age verification before granting private access.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual Property',
    body: (
      <p>
        The {SITE_NAME} name, logo, design, writing, podcast episodes and other original content belong to {SITE_NAME} or its licensors and
        are protected by copyright and trademark law. You may share links and short quotes with credit; anything more needs our written
        permission.
      </p>
    ),
  },
  {
    id: 'user-submissions',
    heading: 'User Submissions',
    body: (
      <>
        <p>
          When you submit a strain, a product find, a rating, a photo or a story, you confirm that it is your own honest experience and that
          you have the right to share it. You keep ownership of what you submit and grant {SITE_NAME} a worldwide, royalty-free licence to
          display, edit for length or clarity, and archive it on the platform and in the newsletter.
        </p>
        <p>
          Every product submission is reviewed before it goes live, and we may decline or remove any submission at our discretion. Access to
          the site, to submissions and to private membership is a privilege: we can deny or revoke it at any time, for any reason, including
          a breach of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited-conduct',
    heading: 'Prohibited Conduct',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>offer, request or arrange the sale, purchase or delivery of cannabis or any other controlled product;</li>
          <li>post false, misleading, defamatory, hateful or harassing content, or anyone else’s personal information;</li>
          <li>impersonate another person or misrepresent your age or affiliation;</li>
          <li>upload content you do not have the right to share, or anything unlawful;</li>
          <li>spam, scrape, overload or try to break into the site or its admin area.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'no-product-sales',
    heading: 'No Product Sales',
    body: (
      <p>
        {SITE_NAME} is a culture and community publication. We do not sell, ship or broker cannabis or cannabis products, and nothing on the
        site is an offer to do so. Ratings and stories are personal opinions, not medical or legal advice; follow the laws where you live.
      </p>
    ),
  },
  {
    id: 'termination',
    heading: 'Termination',
    body: (
      <p>
        We may suspend or end your access to any part of {SITE_NAME} at any time, with or without notice, if we believe you have broken
        these terms or put the community at risk. You may stop using the site and unsubscribe from the newsletter whenever you like.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and Contact',
    body: (
      <p>
        We may update these terms; the effective date above shows the latest version, and continued use means you accept it. Questions?
        Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    ),
  },
]

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={<p>These terms are the rules for using {SITE_NAME}. They are written to be read: please take a few minutes with them.</p>}
      sections={SECTIONS}
    />
  )
}
