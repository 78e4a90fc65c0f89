// The tracking step after rendering: which links of a message are rewritten and where the pixel goes.
import { beforeAll, describe, expect, it } from 'vitest'
import type { IssueEmailTemplate } from '@/lib/newsletter/issue-email'
import { clickSignatureValid, messageLinks, openSignatureValid, TRACKING_OFF, withTracking } from '@/lib/newsletter/tracking'

const ORIGIN = 'https://headstash.test'
const TOKEN = '__HEADSTASH_UNSUBSCRIBE_URL__'
const template: IssueEmailTemplate = {
  subject: 'Issue',
  preheader: '',
  webUrl: `${ORIGIN}/newsletter/issue`,
  text: 'Guide: https://example.org/a?x=1&y=2',
  html: `<html><body><a href="https://example.org/a?x=1&amp;y=2">A</a> <a class="c" href="${ORIGIN}/newsletter/issue">web</a> <a href="mailto:hi@headstash.test">mail</a> <a href="${TOKEN}">Unsubscribe</a> <a href="https://example.org/a?x=1&amp;y=2">again</a></body></html>`,
}

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-test-secret'
})

describe('tracking a rendered message', () => {
  it('leaves the message untouched when both counts are off', () => {
    expect(withTracking(template, 7, TRACKING_OFF, ORIGIN)).toBe(template)
  })

  it('lists each web link once, decoded; mailto and the unsubscribe token are not web links', () => {
    expect(messageLinks(template.html)).toEqual(['https://example.org/a?x=1&y=2', `${ORIGIN}/newsletter/issue`])
  })

  it('rewrites web links to signed click URLs of the send, keeps the others, and puts the pixel before </body>', () => {
    const { html, text } = withTracking(template, 7, { opens: true, clicks: true }, ORIGIN)
    expect(text).toBe(template.text)
    expect(html).toContain(`href="mailto:hi@headstash.test"`)
    expect(html).toContain(`href="${TOKEN}"`)
    const clicks = [...html.matchAll(/href="([^"]*\/api\/newsletter\/click\/[^"]*)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')))
    expect(clicks.map((url) => url.searchParams.get('url'))).toEqual([
      'https://example.org/a?x=1&y=2',
      `${ORIGIN}/newsletter/issue`,
      'https://example.org/a?x=1&y=2',
    ])
    for (const url of clicks) {
      const [, , , , send, signature] = url.pathname.split('/')
      expect(send).toBe('7')
      expect(clickSignatureValid(7, url.searchParams.get('url')!, signature!)).toBe(true)
      expect(clickSignatureValid(8, url.searchParams.get('url')!, signature!)).toBe(false)
    }
    const pixel = /<img src="([^"]+)"[^>]*\/><\/body>/.exec(html)
    expect(pixel).not.toBeNull()
    const signature = new URL(pixel![1]!).pathname.split('/').pop()!
    expect(openSignatureValid(7, signature)).toBe(true)
    expect(openSignatureValid(70, signature)).toBe(false)
  })

  it('adds only what is on: opens without clicks keeps every link direct', () => {
    const { html } = withTracking(template, 7, { opens: true, clicks: false }, ORIGIN)
    expect(html).not.toContain('/api/newsletter/click/')
    expect(html).toContain('/api/newsletter/open/7/')
    const clicksOnly = withTracking(template, 7, { opens: false, clicks: true }, ORIGIN).html
    expect(clicksOnly).not.toContain('/api/newsletter/open/')
  })
})
