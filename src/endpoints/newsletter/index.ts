import type { Endpoint } from 'payload'
import { readJsonObject } from '@/lib/http/body'
import { handled } from '@/lib/http/errors'
import { subscribeEmail } from '@/lib/newsletter/subscribe'
import { enforceRateLimit } from '@/lib/rate-limit'
import { isHoneypotFilled } from '@/lib/validation/honeypot'
import { NEWSLETTER_MESSAGES, newsletterSchema } from '@/lib/validation/newsletter'

const subscribed = () => Response.json({ success: true, message: NEWSLETTER_MESSAGES.success })

export const newsletterEndpoints: Endpoint[] = [
  {
    path: '/newsletter/subscribe',
    method: 'post',
    handler: handled(async (req) => {
      await enforceRateLimit(req, 'newsletter')
      const body = await readJsonObject(req)
      if (isHoneypotFilled(body)) return subscribed()
      const { email } = newsletterSchema.parse(body)
      await subscribeEmail(req.payload, email)
      return subscribed()
    }),
  },
]
