import { readFileSync } from 'node:fs'
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
export function smtpOptions(url: URL) {
  const secure = url.protocol === 'smtps:'
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
  }
}

/** The environment variables read here (process.env by default). */
type Env = Partial<Record<string, string>>

export interface DkimSettings {
  domainName: string
  keySelector: string
  privateKey: string
}

const DKIM_VARIABLES = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const

/**
 * DKIM signing (nodemailer's own) when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are all set; the
 * key is PEM text (`\n` escapes allowed, for one-line env files) or the path of a PEM file. Setting only
 * some of them is a mistake that would send unsigned mail, so it stops the start with a message.
 */
export function dkimSettings(env: Env = process.env): DkimSettings | undefined {
  const given = DKIM_VARIABLES.filter((name) => env[name]?.trim())
  if (given.length === 0) return undefined
  if (given.length < DKIM_VARIABLES.length) {
    const missing = DKIM_VARIABLES.filter((name) => !given.includes(name))
    throw new Error(`DKIM signing needs ${DKIM_VARIABLES.join(', ')}; missing: ${missing.join(', ')}`)
  }
  const key = env.DKIM_PRIVATE_KEY!.trim()
  return {
    domainName: env.DKIM_DOMAIN!.trim(),
    keySelector: env.DKIM_SELECTOR!.trim(),
    privateKey: key.startsWith('-----BEGIN') ? key.replace(/\\n/g, '\n') : readFileSync(key, 'utf8'),
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
  const dkim = dkimSettings()
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transportOptions: { ...smtpOptions(new URL(smtpUrl)), ...(dkim ? { dkim } : {}) },
  })
}

const EMAIL_MODE_MESSAGES = {
  on: (host: string, dkimDomain?: string) =>
    `E-mail: sending through ${host}${dkimDomain ? `, DKIM-signed for ${dkimDomain}` : ''}; newsletter sign-ups are double opt-in.`,
  off: 'E-mail: SMTP_URL is not set, so the site sends no e-mail and newsletter sign-ups are single opt-in.',
} as const

/** One line at start saying how the newsletter behaves (Payload onInit). */
export function announceEmailMode(logger: { info: (message: string) => void }): void {
  const smtpUrl = process.env.SMTP_URL
  logger.info(smtpUrl ? EMAIL_MODE_MESSAGES.on(new URL(smtpUrl).host, process.env.DKIM_DOMAIN?.trim()) : EMAIL_MODE_MESSAGES.off)
}
