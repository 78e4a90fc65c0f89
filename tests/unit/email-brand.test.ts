import { createElement } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderEmailHtml } from '@/lib/email/render'
import { overdueEmail } from '@/lib/moderation/overdue'
import { decisionEmail } from '@/lib/moderation/notices'
import { IssueEmail } from '@/lib/newsletter/email/IssueEmail'
import { EMAIL_COLORS } from '@/lib/newsletter/email/theme'
import { confirmationEmail, welcomeEmail } from '@/lib/newsletter/emails'
import { NEWSLETTER_NAME, SITE_NAME } from '@/lib/site/constants'

// Every message the site sends wears the brand: the wordmark on the site's smoke ground with the ember
// rule (the header's and the share cards' look), the site's faces, and its palette.

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'email-brand-test-secret'
})

const EMAIL = 'reader@example.com'

const MESSAGES: Array<[string, () => Promise<{ html: string }>]> = [
  ['newsletter confirmation', () => confirmationEmail(EMAIL)],
  ['newsletter welcome', () => welcomeEmail(EMAIL)],
  [
    'find decision notice',
    () => decisionEmail({ id: 7, name: 'Blue Dream', status: 'approved', rejectionReason: null, rejectionNote: null }, EMAIL),
  ],
  ['overdue review alert', () => overdueEmail({ id: 7, name: 'Blue Dream', submittedAt: '2026-11-28 09:00 UTC', hoursWaiting: 21 })],
  [
    'newsletter issue',
    async () => ({
      html: await renderEmailHtml(
        createElement(IssueEmail, {
          subject: 'Issue one',
          preheader: 'The first one',
          webUrl: 'https://headstash.example/newsletter/issue-one',
          nodes: [],
          footer: { reason: 'You subscribed.', unsubscribe: { label: 'Unsubscribe', url: 'https://headstash.example/unsubscribe' } },
        }),
      ),
    }),
  ],
]

/** The style attribute of the element whose text is exactly `text`. */
const styleOf = (html: string, text: string): string => {
  const match = new RegExp(`<[a-z]+[^>]*style="([^"]*)"[^>]*>${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:<span|<)`).exec(html)
  return match?.[1] ?? ''
}

describe.each(MESSAGES)('the %s e-mail', (_name, build) => {
  it('opens with the brand masthead: the wordmark in the display face on the smoke band, an ember rule under it', async () => {
    const { html } = await build()
    const masthead = /<table[^>]*style="([^"]*background-color:#121614[^"]*)"/.exec(html)?.[1] ?? ''
    expect(masthead).toContain(`border-bottom:4px solid ${EMAIL_COLORS.accent}`)
    const wordmark = styleOf(html, SITE_NAME)
    expect(wordmark).toMatch(/font-family:(?:'|&#x27;)Bricolage Grotesque/)
    expect(wordmark).toContain(`color:${EMAIL_COLORS.mastheadText}`)
    expect(styleOf(html, NEWSLETTER_NAME)).toContain(`color:${EMAIL_COLORS.mastheadAccent}`)
    // The masthead comes before any of the message's own content.
    expect(html.indexOf(`>${SITE_NAME}<`)).toBeLessThan(html.indexOf('class="hs-card"'))
  })

  it('sets its text in the site’s body face and colours, with no script', async () => {
    const { html } = await build()
    expect(/class="hs-card"[^>]*style="[^"]*font-family:Inter/.test(html)).toBe(true)
    expect(html).toContain(`background-color:${EMAIL_COLORS.card}`)
    expect(html).not.toContain('Georgia')
    expect(html).not.toMatch(/<script/i)
  })
})
