import nodemailer, { type MailOptions, type Transporter } from 'nodemailer'
import { dkimSettings, emailFrom, smtpOptions } from '@/lib/email/config'
import { newsletterLinks } from './emails'
import { personaliseIssueEmail, type IssueEmailTemplate } from './issue-email'

/**
 * The newsletter's own SMTP transport: a pool of open connections (one message per connection at a
 * time), so a send of thousands does not open a connection per message. The same SMTP_URL and DKIM
 * settings as the rest of the site's mail.
 */
export function newsletterTransport(connections: number): Transporter {
  const smtpUrl = process.env.SMTP_URL
  if (!smtpUrl) throw new Error('SMTP_URL is not set')
  const dkim = dkimSettings()
  return nodemailer.createTransport({
    pool: true,
    ...smtpOptions(new URL(smtpUrl)),
    maxConnections: connections,
    maxMessages: Infinity,
    // A server that accepts the connection and then says nothing is as good as down.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(dkim ? { dkim } : {}),
  })
}

/** The domain Message-IDs are minted under: the sender's own. */
export const messageIdDomain = (): string => emailFrom().address.split('@')[1] || 'headstash.example'

/**
 * One recipient's message: the rendered issue with their own unsubscribe link, the RFC 8058 one-click
 * headers, and the Message-ID the ledger stored for them (the same on every attempt, so a retried or
 * repeated message is recognisably the same one).
 */
export function issueMessage(template: IssueEmailTemplate, to: string, messageId: string, subjectPrefix = ''): MailOptions {
  const links = newsletterLinks(to)
  const { html, text } = personaliseIssueEmail(template, links.unsubscribePage)
  return {
    from: emailFrom(),
    to,
    subject: `${subjectPrefix}${template.subject}`,
    text,
    html,
    messageId,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>, <${links.mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
