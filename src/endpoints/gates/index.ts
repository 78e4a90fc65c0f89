import type { Endpoint } from 'payload'
import { readJsonObject } from '@/lib/http/body'
import { handled, HttpError } from '@/lib/http/errors'
import { publicJson } from '@/lib/http/responses'
import { subscriptionPath } from '@/lib/newsletter/source'
import { subscribeEmail } from '@/lib/newsletter/subscribe'
import { readActiveGates } from '@/lib/gates/queries'
import { isHoneypotFilled } from '@/lib/forms/honeypot'
import { PUBLIC_READ } from '@/access'
import { enforceRateLimit } from '@/lib/rate-limit'
import { GATE_MESSAGES, gateInteractionSchema } from '@/lib/gates/schema'
import { isEmailConfigured } from '@/lib/email/config'
import { subscribeAnswer } from '@/lib/newsletter/schema'

/** A "subscribed" interaction answers like the subscribe endpoint (pending under double opt-in). */
const interactionAnswer = (subscribing: boolean) =>
  Response.json(subscribing ? subscribeAnswer(isEmailConfigured()) : { success: true }, { status: 201 })

export const gateEndpoints: Endpoint[] = [
  {
    path: '/subscription-gates',
    method: 'get',
    handler: handled(async (req) => {
      const path = req.searchParams.get('path')
      if (!path) throw new HttpError(400, 'Query parameter "path" is required')
      return publicJson({ gates: await readActiveGates(path.slice(0, 300)) })
    }),
  },
  {
    path: '/subscription-gates/interaction',
    method: 'post',
    handler: handled(async (req) => {
      await enforceRateLimit(req, 'publicPost')
      const body = await readJsonObject(req)
      if (isHoneypotFilled(body)) return interactionAnswer(body.action === 'subscribed')
      const interaction = gateInteractionSchema.parse(body)
      // A sign-up through a gate spends the same per-client allowance as one through a newsletter form.
      if (interaction.email) await enforceRateLimit(req, 'newsletter')
      const gate = await req.payload.find({
        collection: 'gates',
        where: { id: { equals: interaction.gateId } },
        limit: 1,
        depth: 0,
        // A visitor may only interact with a gate they may read (the collection's access: active only).
        ...PUBLIC_READ,
      })
      if (!gate.docs[0]) throw new HttpError(404, GATE_MESSAGES.unknownGate)
      await req.payload.create({
        collection: 'gate-interactions',
        data: {
          gate: interaction.gateId,
          sessionId: interaction.sessionId,
          userAgent: interaction.userAgent ?? req.headers.get('user-agent')?.slice(0, 500) ?? undefined,
          action: interaction.action,
          email: interaction.email,
        },
        // Interactions are staff-only through REST; this validated, rate-limited call is the one door.
        overrideAccess: true,
      })
      if (interaction.email) {
        // The same subscribe path as every newsletter form; the consent record names the gate and page.
        const path = subscriptionPath(req, body.source)
        await subscribeEmail(req.payload, interaction.email, { source: `gate:${interaction.gateId}${path ? ` ${path}` : ''}` })
      }
      return interactionAnswer(Boolean(interaction.email))
    }),
  },
]
