import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'
import { NEWSLETTER_NAME } from '@/lib/site/constants'

/** E-mail is on when SMTP_URL is set (smtp://user:pass@host:port, or smtps:// for implicit TLS). */
export const isEmailConfigured = (): boolean => Boolean(process.env.SMTP_URL)

/** "Name <address>" or a bare address, from EMAIL_FROM. */
export function emailFrom(): { name: string; address: string } {
  const raw = (process.env.EMAIL_FROM ?? '').trim()
  const named = /^(.*)<([^>]+)>$/.exec(raw)
  if (named) return { name: named[1]!.trim().replace(/^"|"$/g, '') || NEWSLETTER_NAME, address: named[2]!.trim() }
  return { name: NEWSLETTER_NAME, address: raw || 'signals@headstash.example' }
}

/** Nodemailer's SMTP options from the URL, so credentials with special characters can be URL-encoded. */
function smtpOptions(url: URL) {
  const secure = url.protocol === 'smtps:'
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
  }
}

/**
 * Without SMTP_URL the site sends no mail and the newsletter is single opt-in (said once at start, see
 * `announceEmailMode`). This silent adapter replaces Payload's console fallback, which would warn on
 * every start and print any message body to the log.
 */
const noEmail: EmailAdapter = () => ({
  name: 'none',
  defaultFromAddress: emailFrom().address,
  defaultFromName: emailFrom().name,
  sendEmail: async () => undefined,
})

export function emailAdapter(): EmailAdapter | Promise<EmailAdapter> {
  const smtpUrl = process.env.SMTP_URL
  if (!smtpUrl) return noEmail
  const from = emailFrom()
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transportOptions: smtpOptions(new URL(smtpUrl)),
  })
}

const EMAIL_MODE_MESSAGES = {
  on: (host: string) => `E-mail: sending through ${host}; newsletter sign-ups are double opt-in.`,
  off: 'E-mail: SMTP_URL is not set, so the site sends no e-mail and newsletter sign-ups are single opt-in.',
} as const

/** One line at start saying how the newsletter behaves (Payload onInit). */
export function announceEmailMode(logger: { info: (message: string) => void }): void {
  const smtpUrl = process.env.SMTP_URL
  logger.info(smtpUrl ? EMAIL_MODE_MESSAGES.on(new URL(smtpUrl).host) : EMAIL_MODE_MESSAGES.off)
}
