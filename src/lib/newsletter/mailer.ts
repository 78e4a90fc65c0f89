import { connect } from 'node:net'
import nodemailer, { type MailOptions, type SmtpPoolOptions, type Transporter } from 'nodemailer'
import { dkimSettings, emailFrom, smtpOptions } from '@/lib/email/config'
import { newsletterLinks } from './emails'
import { POSTMARK_METADATA_MESSAGE_ID } from './events-esp'
import { personaliseIssueEmail, type IssueEmailTemplate } from './issue-email'

/** A server that accepts the connection and then says nothing is as good as down. */
const CONNECTION_TIMEOUT_MS = 10_000

/**
 * Opens each pooled connection with Nagle's algorithm off. Nodemailer writes a message's closing "."
 * as a small write of its own after the body; with Nagle on, the kernel holds it until the server
 * acknowledges the body, and the server delays that acknowledgement (about 40 ms on Linux) because it
 * has nothing to answer yet. Every message after a connection's first would wait that long, capping a
 * connection near 20 messages a second. Nodemailer has no option for it, so the pool gets its sockets here.
 */
export const openNoDelaySocket: NonNullable<SmtpPoolOptions['getSocket']> = ({ host, port }, callback) => {
  const socket = connect({ host, port, noDelay: true, timeout: CONNECTION_TIMEOUT_MS })
  const fail = (error: Error) => {
    socket.destroy()
    callback(error)
  }
  const onTimeout = () => fail(Object.assign(new Error(`Connection timeout to ${host}:${port}`), { code: 'ETIMEDOUT' }))
  socket.once('error', fail)
  socket.once('timeout', onTimeout)
  socket.once('connect', () => {
    socket.off('error', fail)
    socket.off('timeout', onTimeout)
    // Nodemailer keeps its own socket timeout from here on.
    socket.setTimeout(0)
    callback(null, { connection: socket })
  })
}

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
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: 30_000,
    ...(dkim ? { dkim } : {}),
    getSocket: openNoDelaySocket,
  })
}

/** The domain Message-IDs are minted under: the sender's own. */
export const messageIdDomain = (): string => emailFrom().address.split('@')[1] || 'headstash.example'

/**
 * Postmark names the message of a bounce or complaint by its own id; a header of this form comes back
 * in its webhooks' Metadata, so they can name ours. Other providers ignore an X- header.
 */
export const POSTMARK_MESSAGE_ID_HEADER = `X-PM-Metadata-${POSTMARK_METADATA_MESSAGE_ID}`

/**
 * One recipient's message: the rendered issue with their own unsubscribe link, the RFC 8058 one-click
 * headers, and the Message-ID the ledger stored for them (the same on every attempt, so a retried or
 * repeated message is recognisably the same one). `standIns` is for compiling a send's message once
 * (compiled-message.ts): the bodies keep the unsubscribe token and the header gets a stand-in.
 */
export function issueMessage(
  template: IssueEmailTemplate,
  to: string,
  messageId: string,
  {
    subjectPrefix = '',
    listUnsubscribe,
    keepToken = false,
  }: { subjectPrefix?: string; listUnsubscribe?: string; keepToken?: boolean } = {},
): MailOptions {
  const links = newsletterLinks(to)
  const { html, text } = keepToken ? template : personaliseIssueEmail(template, links.unsubscribePage)
  return {
    from: emailFrom(),
    to,
    subject: `${subjectPrefix}${template.subject}`,
    text,
    html,
    messageId,
    headers: {
      'List-Unsubscribe': listUnsubscribe ?? `<${links.oneClick}>, <${links.mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      [POSTMARK_MESSAGE_ID_HEADER]: messageId,
    },
  }
}
