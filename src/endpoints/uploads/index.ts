import type { Endpoint, PayloadRequest } from 'payload'
import { handled, HttpError } from '@/lib/http/errors'
import { BODY_LIMITS } from '@/lib/http/body-limits.mjs'
import { readMultipart } from '@/lib/http/multipart'
import { ingestImage } from '@/lib/images/media'
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@/lib/images/process'
import { enforceRateLimit } from '@/lib/rate-limit'

/** Reads the `image` field of a multipart body, refusing oversized bodies before buffering them. */
export async function readImageField(req: PayloadRequest, field = 'image'): Promise<{ data: Buffer; name: string }> {
  const form = await readMultipart(req, {
    maxBytes: BODY_LIMITS.image.maxBytes,
    tooLarge: BODY_LIMITS.image.message,
    invalid: IMAGE_MESSAGES.missing,
  })
  const file = form.file(field)
  if (!file) throw new HttpError(400, IMAGE_MESSAGES.missing)
  if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooLarge)
  return { data: Buffer.from(await file.arrayBuffer()), name: file.name }
}

export const uploadEndpoints: Endpoint[] = [
  {
    path: '/upload-image',
    method: 'post',
    handler: handled(async (req) => {
      await enforceRateLimit(req, 'publicPost')
      const { image, media } = await ingestImage(req.payload, (await readImageField(req)).data)
      return Response.json(
        { imageUrl: media.url, thumbnailUrl: media.sizes?.card?.url ?? media.url, originalSize: image.originalSize },
        { status: 201 },
      )
    }),
  },
]
