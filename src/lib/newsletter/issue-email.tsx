import type { Payload } from 'payload'
import { toPlainText } from '@react-email/components'
import type { NewsletterIssue } from '@/payload-types'
import { PUBLIC_READ } from '@/access'
import { renderEmailHtml } from '@/lib/email/render'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'
import { issueWebPath } from './issues'
import { directIssueReaders, resolveIssueContent, type IssueNode } from './issue-content'
import { NEWSLETTER_FOOTER } from './issue-texts'
import { IssueEmail } from './email/IssueEmail'

/**
 * An issue is rendered once per send and personalised per recipient by plain string replacement, so a
 * 20,000-recipient send does not render 20,000 times. The token stands where each recipient's own
 * unsubscribe page goes; it needs no escaping in HTML attributes or text.
 */
export const UNSUBSCRIBE_URL_TOKEN = '__HEADSTASH_UNSUBSCRIBE_URL__'

export interface IssueEmailTemplate {
  subject: string
  preheader: string
  html: string
  text: string
  /** The issue's public web version, linked from every message. */
  webUrl: string
}

export { issueWebPath }

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Headings keep their case in the text part: names of finds and episodes are proper nouns. */
const PLAIN_TEXT_OPTIONS = {
  selectors: ['h1', 'h2', 'h3', 'h4'].map((selector) => ({ selector, options: { uppercase: false } })),
}

/** The sender's postal address from the site settings (printed in every issue's footer), or null. */
export async function readPostalAddress(payload: Payload): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...PUBLIC_READ })
  return settings.postalAddress?.trim() || null
}

/**
 * The issue as an e-mail: HTML from React Email, and the plain-text part converted from that same HTML,
 * so both parts always say the same. Live blocks read what the public may see at this moment, unless
 * `sentNodes` gives the body as a send fixed it when it started (src/lib/newsletter/issue-snapshot.ts).
 */
export async function renderIssueEmail(payload: Payload, issue: NewsletterIssue, sentNodes?: IssueNode[]): Promise<IssueEmailTemplate> {
  const origin = publicOrigin()
  const webUrl = `${origin}${issueWebPath(issue.slug)}`
  const preheader = issue.preheader?.trim() ?? ''
  const [nodes, postalAddress] = await Promise.all([
    sentNodes ?? resolveIssueContent(issue.body, directIssueReaders(payload), origin),
    readPostalAddress(payload),
  ])
  const html = await renderEmailHtml(
    <IssueEmail
      subject={issue.subject}
      preheader={preheader}
      webUrl={webUrl}
      nodes={nodes}
      footer={{
        reason: NEWSLETTER_FOOTER.reason,
        unsubscribe: { label: NEWSLETTER_FOOTER.unsubscribe, url: UNSUBSCRIBE_URL_TOKEN },
        postalAddress,
      }}
    />,
  )
  return { subject: issue.subject, preheader, html, text: toPlainText(html, PLAIN_TEXT_OPTIONS), webUrl }
}

export function personaliseIssueEmail(template: IssueEmailTemplate, unsubscribePage: string): { html: string; text: string } {
  return {
    html: template.html.replaceAll(UNSUBSCRIBE_URL_TOKEN, escapeHtml(unsubscribePage)),
    text: template.text.replaceAll(UNSUBSCRIBE_URL_TOKEN, unsubscribePage),
  }
}
