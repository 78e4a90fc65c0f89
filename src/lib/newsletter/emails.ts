import type { Payload } from 'payload'
import { emailFrom } from '@/lib/email/config'
import { NEWSLETTER_NAME, SITE_NAME } from '@/lib/site/constants'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'
import { signToken } from './tokens'

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

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * One look for every message: a short body, then the footer with the unsubscribe link. The HTML is a
 * whole document with its language and the subject as its title, for screen readers and mail clients.
 */
function render(
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string } | undefined,
  unsubscribePage: string,
): NewsletterEmail {
  const footer = `You get this because this address signed up for ${NEWSLETTER_NAME} by ${SITE_NAME}. Unsubscribe or delete your data: ${unsubscribePage}`
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '-- ', footer].join('\n\n')
  const p = (content: string) => `<p style="margin:0 0 16px;line-height:1.5">${content}</p>`
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:24px;background:#0f1410;color:#e8efe6;font-family:Georgia,serif">
<div style="max-width:520px;margin:0 auto">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;letter-spacing:.04em">${escapeHtml(NEWSLETTER_NAME)}</p>
${paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join('\n')}
${action ? p(`<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#7fb069;color:#0f1410;text-decoration:none;font-weight:bold;border-radius:6px">${escapeHtml(action.label)}</a>`) : ''}
<p style="margin:32px 0 0;font-size:12px;color:#9aa79a">You get this because this address signed up for ${escapeHtml(NEWSLETTER_NAME)} by ${escapeHtml(SITE_NAME)}. <a href="${escapeHtml(unsubscribePage)}" style="color:#9aa79a">Unsubscribe or delete your data</a>.</p>
</div></body></html>`
  return { subject, text, html }
}

export function confirmationEmail(email: string): NewsletterEmail {
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

export function welcomeEmail(email: string): NewsletterEmail {
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
