// nodemailer ships no types and @types/nodemailer is not installed: the part of its API the newsletter's
// pooled SMTP transport uses (https://nodemailer.com/smtp/pooled/).
declare module 'nodemailer' {
  import type { Socket } from 'node:net'

  export interface SentMessageInfo {
    messageId: string
    /** The server's final answer to the message, e.g. "250 2.0.0 Ok: queued as …". */
    response: string
    accepted: string[]
    rejected: string[]
  }

  export interface MailOptions {
    from: string | { name: string; address: string }
    to: string
    subject: string
    text: string
    html: string
    messageId?: string
    headers?: Record<string, string>
    /** Forces this Content-Transfer-Encoding on the text and HTML parts. */
    encoding?: 'quoted-printable' | 'base64'
    date?: Date
  }

  /** A message built beforehand: its bytes as they go on the wire, and the SMTP envelope. */
  export interface RawMailOptions {
    envelope: { from: string; to: string }
    raw: Buffer | string
  }

  export interface Transporter {
    sendMail(message: MailOptions | RawMailOptions): Promise<SentMessageInfo>
    verify(): Promise<true>
    close(): void
  }

  export interface SmtpPoolOptions {
    pool: true
    host: string
    port: number
    secure: boolean
    auth?: { user: string; pass: string }
    maxConnections?: number
    maxMessages?: number
    connectionTimeout?: number
    greetingTimeout?: number
    socketTimeout?: number
    dkim?: { domainName: string; keySelector: string; privateKey: string }
    /**
     * Called for each new connection of the pool: hands back an open socket (`connection`; nodemailer
     * still does TLS and the SMTP greeting over it), or nothing to let nodemailer connect.
     */
    getSocket?: (
      options: { host: string; port: number },
      callback: (error: Error | null, socketOptions?: { connection: Socket } | false) => void,
    ) => void
  }

  /** The error a failed sendMail rejects with: responseCode when the server answered, none for a network failure. */
  export interface SmtpError extends Error {
    code?: string
    responseCode?: number
    response?: string
  }

  export function createTransport(options: SmtpPoolOptions): Transporter

  const nodemailer: { createTransport: typeof createTransport }
  export default nodemailer
}

declare module 'nodemailer/lib/mail-composer/index.js' {
  import type { MailOptions } from 'nodemailer'

  /** Builds a message's MIME source without sending it (https://nodemailer.com/extras/mailcomposer/). */
  export default class MailComposer {
    constructor(mail: MailOptions)
    compile(): { build(): Promise<Buffer> }
  }
}

declare module 'nodemailer/lib/qp/index.js' {
  /** Quoted-printable encoding (RFC 2045) without line breaks. */
  export function encode(value: Buffer | string): string
  /** Adds soft line breaks so no line is longer than `lineLength`. */
  export function wrap(value: string, lineLength?: number): string
}
