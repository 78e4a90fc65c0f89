import { createElement } from 'react'
import type { Payload } from 'payload'
import { emailFrom } from '@/lib/email/config'
import { renderEmailHtml } from '@/lib/email/render'
import { NEWSLETTER_NAME, SITE_NAME } from '@/lib/site/constants'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'
import { signToken } from './tokens'
import { NEWSLETTER_FOOTER } from './issue-texts'
import { NoticeEmail } from './email/NoticeEmail'

/** The links every newsletter e-mail needs, on the public origin of the server that sends it. */
export const newsletterLinks = (email: string) => {
  const origin = publicOrigin()
  const unsubscribeToken = encodeURIComponent(signToken('unsubscribe', email))
  return {
    confirm: `${origin}/newsletter/confirm?token=${encodeURIComponent(signToken('confirm', email))}`,
    /** The page a person opens from the footer link (unsubscribe, or delete their data). */
    unsubscribePage: `${origin}/unsubscribe?token=${unsubscribeToken}`,
    /** RFC 8058 one-click target: mail providers POST `List-Unsubscribe=One-Click` here. */
    oneClick: `${origin}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
    mailto: `mailto:${process.env.EMAIL_UNSUBSCRIBE_ADDRESS || emailFrom().address}?subject=unsubscribe`,
  }
}

export interface NewsletterEmail {
  subject: string
  text: string
  html: string
}

/**
 * One look for every message: a short body in the newsletter's e-mail layout (the same frame as the
 * issues: language, the subject as title, dark-mode safe colours), then the footer with the unsubscribe link.
 */
async function render(
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string } | undefined,
  unsubscribePage: string,
): Promise<NewsletterEmail> {
  const footer = `${NEWSLETTER_FOOTER.reason} ${NEWSLETTER_FOOTER.unsubscribe}: ${unsubscribePage}`
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '-- ', footer].join('\n\n')
  const html = await renderEmailHtml(
    createElement(NoticeEmail, {
      subject,
      paragraphs,
      action,
      footer: { reason: NEWSLETTER_FOOTER.reason, unsubscribe: { label: NEWSLETTER_FOOTER.unsubscribe, url: unsubscribePage } },
    }),
  )
  return { subject, text, html }
}

export function confirmationEmail(email: string): Promise<NewsletterEmail> {
  const links = newsletterLinks(email)
  return render(
    `Confirm your ${NEWSLETTER_NAME} subscription`,
    [
      `Someone (hopefully you) asked to get ${NEWSLETTER_NAME}, the weekly dispatch from ${SITE_NAME}, at this address.`,
      'Open the link and press the button to light the signal. If it was not you, ignore this e-mail: nothing will be sent.',
    ],
    { label: 'Confirm my subscription', url: links.confirm },
    links.unsubscribePage,
  )
}

export function welcomeEmail(email: string): Promise<NewsletterEmail> {
  const links = newsletterLinks(email)
  return render(
    `Signal lit: welcome to ${NEWSLETTER_NAME}`,
    [
      `You're in. ${NEWSLETTER_NAME} lands once a week: culture, strains worth knowing, and what's new on the podcast.`,
      'No spam, no selling your address. Leave any time with the link below.',
    ],
    { label: `Visit ${SITE_NAME}`, url: `${publicOrigin()}/` },
    links.unsubscribePage,
  )
}

/** Sends one newsletter e-mail with RFC 8058 one-click unsubscribe headers. */
export async function sendNewsletterEmail(payload: Payload, to: string, message: NewsletterEmail): Promise<void> {
  const links = newsletterLinks(to)
  await payload.sendEmail({
    to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>, <${links.mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
}
