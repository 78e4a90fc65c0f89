// A send compiles its issue's message once and puts each recipient's values into it
// (src/lib/newsletter/compiled-message.ts). The copy must read exactly as the message nodemailer builds
// for that recipient: same headers, same text and HTML with their own unsubscribe link, valid
// quoted-printable lines, whatever line the link falls on.
import { simpleParser, type ParsedMail } from 'mailparser'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Compiled from '@/lib/newsletter/compiled-message'
import type * as Mailer from '@/lib/newsletter/mailer'
import type * as IssueEmail from '@/lib/newsletter/issue-email'

let compiled: typeof Compiled
let mailer: typeof Mailer
let issueEmail: typeof IssueEmail

beforeAll(async () => {
  Object.assign(process.env, {
    PAYLOAD_SECRET: 'compiled-message-test',
    SERVER_URL: 'https://headstash.test',
    EMAIL_FROM: 'Smoke Signals <signals@headstash.test>',
  })
  compiled = await import('@/lib/newsletter/compiled-message')
  mailer = await import('@/lib/newsletter/mailer')
  issueEmail = await import('@/lib/newsletter/issue-email')
})

/** A template whose token falls at every offset of a quoted-printable line, among non-ASCII text. */
function template(): IssueEmail.IssueEmailTemplate {
  const token = issueEmail.UNSUBSCRIBE_URL_TOKEN
  const lines = Array.from(
    { length: 80 },
    (_, i) => `<p>${'é'.repeat(i % 7)}${'x'.repeat(i)}<a href="${token}">Unsubscribe — “now”</a></p>`,
  )
  return {
    subject: 'Smoke Signals — the “load” issue',
    preheader: '',
    html: `<!DOCTYPE html><html lang="en"><body>${lines.join('')}</body></html>`,
    text: `Hello — readers.\n\n${Array.from({ length: 80 }, (_, i) => `${'y'.repeat(i)} Unsubscribe: ${token}`).join('\n')}\n`,
    webUrl: 'https://headstash.test/newsletter/load',
  }
}

/** A header as sent, unfolded (mailparser turns List-* headers into an object of its own). */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/\r?\n\s+/g, ' ')
    .replace(/^[^:]+:\s*/, '')

const sameMessage = (mail: ParsedMail) => ({
  subject: mail.subject,
  from: mail.from?.text,
  to: Array.isArray(mail.to) ? mail.to.map((to) => to.text) : mail.to?.text,
  messageId: mail.messageId,
  listUnsubscribe: header(mail, 'list-unsubscribe'),
  listUnsubscribePost: header(mail, 'list-unsubscribe-post'),
  postmark: header(mail, 'x-pm-metadata-message-id'),
  html: mail.html,
  text: mail.text,
})

describe('an issue message compiled once per send', () => {
  // Each unsubscribe link carries its expiry in seconds: the two messages compared are built moments
  // apart, and a second starting between them made their links differ. The clock stands still instead
  // (only Date: streams and promises run as usual).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-29T12:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("reads exactly as nodemailer's message for the recipient, with their unsubscribe link in both parts", async () => {
    const issue = template()
    const message = await compiled.compileIssueMessage(issue)
    const to = 'reader42@d42.example'
    const messageId = '<0123456789abcdef@headstash.test>'
    const built = message.forRecipient(to, messageId)
    expect('raw' in built).toBe(true)
    if (!('raw' in built)) return
    expect(built.envelope).toEqual({ from: 'signals@headstash.test', to })
    const reference = await new MailComposer(mailer.issueMessage(issue, to, messageId)).compile().build()
    const [mine, theirs] = await Promise.all([simpleParser(built.raw), simpleParser(reference)])
    expect(sameMessage(mine)).toEqual(sameMessage(theirs))
    expect(mine.html).toContain(`href="https://headstash.test/unsubscribe?token=`)
    expect(mine.html).not.toContain(issueEmail.UNSUBSCRIBE_URL_TOKEN)
    expect(mine.text).not.toContain(issueEmail.UNSUBSCRIBE_URL_TOKEN)
    expect(header(mine, 'x-pm-metadata-message-id')).toBe(messageId)
    expect(header(mine, 'list-unsubscribe')).toMatch(
      /^<https:\/\/headstash\.test\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/,
    )
    expect(mine.date?.getTime()).toBeGreaterThan(Date.now() - 60_000)
    // Quoted-printable lines stay within RFC 2045's 76 characters; headers within RFC 5322's 998.
    const source = built.raw.toString('latin1')
    const [headers, body] = [source.slice(0, source.indexOf('\r\n\r\n')), source.slice(source.indexOf('\r\n\r\n'))]
    expect(Math.max(...body.split(/\r?\n/).map((line) => line.length))).toBeLessThanOrEqual(76)
    expect(Math.max(...headers.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(998)
  })

  it('gives each recipient their own address, Message-ID and links', async () => {
    const message = await compiled.compileIssueMessage(template())
    const [a, b] = await Promise.all(
      ['a@one.example', 'b@two.example'].map(async (to, i) => {
        const built = message.forRecipient(to, `<id${i}@headstash.test>`)
        return simpleParser('raw' in built ? built.raw : '')
      }),
    )
    expect([a!.messageId, b!.messageId]).toEqual(['<id0@headstash.test>', '<id1@headstash.test>'])
    expect(a!.html).not.toEqual(b!.html)
    expect(header(a!, 'list-unsubscribe')).not.toEqual(header(b!, 'list-unsubscribe'))
    expect(header(a!, 'list-unsubscribe')).toContain('token=')
  })

  it('builds a message that needs encoded headers (a non-ASCII address) with nodemailer', async () => {
    const message = await compiled.compileIssueMessage(template())
    const built = message.forRecipient('léa@exämple.test', '<id@headstash.test>')
    expect('raw' in built).toBe(false)
  })
})
