import type { PayloadRequest } from 'payload'
import { isHoneypotFilled } from '@/lib/forms/honeypot'
import { HttpError } from '@/lib/http/errors'
import { ingestImage } from '@/lib/images/media'
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@/lib/images/process'
import { enforceRateLimit } from '@/lib/rate-limit'
import { submissionSchema } from './schema'

/**
 * A visitor's find, from the JSON endpoint (POST /api/headstash/submit, the photo uploaded before and
 * named by `imageUrl`) or from the form posted without JavaScript (the photo in the same request):
 * rate limit, honeypot, the one schema; the photo is stored only once the find itself is valid.
 * Returns false when the honeypot dropped it (answered like a success).
 */
export async function submitFind(req: PayloadRequest, body: Record<string, unknown>, photo?: File): Promise<boolean> {
  await enforceRateLimit(req, 'publicPost')
  if (isHoneypotFilled(body)) return false
  const data = submissionSchema.parse(body)
  if (photo) {
    if (photo.size > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooLarge)
    const { media } = await ingestImage(req.payload, Buffer.from(await photo.arrayBuffer()), undefined, photo.name)
    data.imageUrl = media.url ?? undefined
  }
  // Whatever the body says, a public submission waits for review. The collection's onePicture hook
  // links the uploaded file behind imageUrl, so the card can use its resized variants.
  await req.payload.create({
    collection: 'headstash-submissions',
    data: { ...data, status: 'pending', submissionDate: new Date().toISOString() },
    // The collection's create is staff-only (REST stays closed); this validated, rate-limited form is
    // the visitor's one door, and it can only create a pending entry.
    overrideAccess: true,
  })
  return true
}
