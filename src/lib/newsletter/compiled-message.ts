import type { MailOptions, RawMailOptions } from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import { encode as encodeQp, wrap as wrapQp } from 'nodemailer/lib/qp/index.js'
import { emailFrom } from '@/lib/email/config'
import { escapeHtml, UNSUBSCRIBE_URL_TOKEN, type IssueEmailTemplate } from './issue-email'
import { issueMessage } from './mailer'
import { newsletterLinks } from './emails'

/**
 * An issue's message compiled once per send: nodemailer builds the MIME source a single time with
 * stand-ins where recipients differ (address, Message-ID, date, unsubscribe links), and each
 * recipient's copy is that source with their values put in. Building 20,000 messages one by one with
 * nodemailer costs most of a worker's CPU (quoted-printable encoding, headers) and writes each message
 * to the socket in dozens of small pieces; this builds each in one string join and sends it in one write.
 * Both text parts are quoted-printable, so the unsubscribe link can be put in as encoded lines of its own.
 */

const TO_STANDIN = 'recipient@standin.invalid'
const MESSAGE_ID_STANDIN = '<message-id@standin.invalid>'
const LIST_UNSUBSCRIBE_STANDIN = '<list-unsubscribe@standin.invalid>'

/** What goes in a slot of the compiled source, per recipient. */
type Slot = 'to' | 'messageId' | 'date' | 'listUnsubscribe' | 'unsubscribeText' | 'unsubscribeHtml'

/** Longest line of a quoted-printable part, with its soft-break "=" (RFC 2045 allows 76). */
const QP_LINE = 76

/** The token as nodemailer encoded it: quoted-printable may have put soft line breaks anywhere inside. */
const tokenPattern = UNSUBSCRIBE_URL_TOKEN.split('').join('(?:=\\r\\n)?')

/** A value put in the middle of a quoted-printable line: on lines of its own, joined by soft breaks. */
const qpInline = (value: string) => `=\r\n${wrapQp(encodeQp(value), QP_LINE - 1)}=\r\n`

/** Date header as nodemailer writes it. */
const dateHeader = () => `Date: ${new Date().toUTCString().replace(/GMT/, '+0000')}`

/** Addresses that go into a header as they are (no encoded words or punycode needed). */
const PLAIN_ADDRESS = /^[\x21-\x7e]+@[\x21-\x7e]+$/

export interface CompiledIssueMessage {
  /** The recipient's message, ready to send (their address, stored Message-ID and unsubscribe links). */
  forRecipient(to: string, messageId: string): RawMailOptions | MailOptions
}

export async function compileIssueMessage(template: IssueEmailTemplate): Promise<CompiledIssueMessage> {
  const from = emailFrom()
  const source = (
    await new MailComposer({
      // The link stays a token in the bodies; the headers get one stand-in for the whole value.
      ...issueMessage(template, TO_STANDIN, MESSAGE_ID_STANDIN, { listUnsubscribe: LIST_UNSUBSCRIBE_STANDIN, keepToken: true }),
      encoding: 'quoted-printable',
      date: new Date(0),
    })
      .compile()
      .build()
  ).toString('latin1')
  const headerEnd = source.indexOf('\r\n\r\n')
  const stand = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(
    [
      `(?<to>${stand(TO_STANDIN)})`,
      `(?<messageId>${stand(MESSAGE_ID_STANDIN)})`,
      `(?<date>^Date: [^\\r\\n]*)`,
      `(?<listUnsubscribe>${stand(LIST_UNSUBSCRIBE_STANDIN)})`,
      `(?<token>${tokenPattern})`,
    ].join('|'),
    'gm',
  )
  const literals: string[] = []
  const slots: Slot[] = []
  let last = 0
  let textPart = true
  const htmlStart = source.indexOf('Content-Type: text/html')
  for (const match of source.matchAll(pattern)) {
    const groups = match.groups ?? {}
    const slot = (Object.keys(groups) as Array<Slot | 'token'>).find((key) => groups[key] !== undefined)!
    const inHeader = match.index < headerEnd
    // Stand-ins only count in the headers; the token only in the bodies.
    if ((slot === 'token') === inHeader) continue
    textPart = match.index < htmlStart
    literals.push(source.slice(last, match.index))
    slots.push(slot === 'token' ? (textPart ? 'unsubscribeText' : 'unsubscribeHtml') : slot)
    last = match.index + match[0].length
  }
  literals.push(source.slice(last))
  if (!slots.includes('unsubscribeHtml') || !slots.includes('unsubscribeText') || !slots.includes('to')) {
    throw new Error('The compiled issue message lost its unsubscribe link or recipient')
  }

  return {
    forRecipient(to, messageId) {
      // Rare addresses that need encoding in a header: nodemailer builds their message the long way.
      if (!PLAIN_ADDRESS.test(to)) return issueMessage(template, to, messageId)
      const links = newsletterLinks(to)
      const values: Record<Slot, string> = {
        to,
        messageId,
        date: dateHeader(),
        // Folded as nodemailer folds it: one link per line.
        listUnsubscribe: `<${links.oneClick}>,\r\n <${links.mailto}>`,
        unsubscribeText: qpInline(links.unsubscribePage),
        unsubscribeHtml: qpInline(escapeHtml(links.unsubscribePage)),
      }
      let raw = literals[0]!
      for (let i = 0; i < slots.length; i += 1) raw += values[slots[i]!] + literals[i + 1]!
      return { envelope: { from: from.address, to }, raw: Buffer.from(raw, 'latin1') }
    },
  }
}
