// The newsletter without e-mail (no SMTP_URL, as in the acceptance flows): single opt-in, with the
// consent record still kept.
import { describe, expect, it } from 'vitest'
import { NEWSLETTER_MESSAGES, subscribedToast } from '@/lib/newsletter/schema'
import { api, payloadInstance } from '../helpers/api'

const suffix = `${Date.now()}`

describe('newsletter without SMTP_URL', () => {
  it('activates at once, records when and where, and a gate subscription says which gate', async () => {
    expect(process.env.SMTP_URL).toBeUndefined()
    const payload = await payloadInstance()
    const email = `single.${suffix}@example.com`
    const response = await api('POST', '/api/newsletter/subscribe', {
      body: { email },
      headers: { referer: 'http://localhost:3000/herbanconversations' },
    })
    expect(response.status).toBe(200)
    // Single opt-in keeps the contract's success toast: the answer says the address is active.
    expect(response.json).toEqual({ success: true, status: 'active', message: NEWSLETTER_MESSAGES.success })
    expect(subscribedToast(response.json)).toEqual({ title: NEWSLETTER_MESSAGES.successTitle, description: NEWSLETTER_MESSAGES.success })
    const [row] = (await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true }))
      .docs
    expect(row).toMatchObject({
      status: 'active',
      isActive: true,
      source: '/herbanconversations',
      unsubscribedAt: null,
      confirmationSentAt: null,
    })
    expect(row?.confirmedAt).toBe(row?.subscribedAt)

    const gate = await payload.create({
      collection: 'gates',
      data: {
        name: `single-${suffix}`,
        pagePath: '/',
        title: 'Join',
        description: 'd',
        triggerType: 'time',
        triggerValue: 5,
        showFrequency: 'always',
        priority: 1,
      },
      overrideAccess: true,
    })
    const gated = `gate.${suffix}@example.com`
    await api('POST', '/api/subscription-gates/interaction', {
      body: { gateId: gate.id, sessionId: 's', action: 'subscribed', email: gated },
    })
    const [gateRow] = (
      await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: gated } }, overrideAccess: true })
    ).docs
    expect(gateRow).toMatchObject({ status: 'active', source: `gate:${gate.id}` })
  })
})
