import type { Endpoint } from 'payload'
import { handled } from '@/lib/http/errors'
import { episodeDownloads } from '@/lib/podcast/download-store'
import { findOr404, idParam, requireAdmin } from './guard'

export const adminPodcastDownloadEndpoints: Endpoint[] = [
  {
    // Counted downloads of one episode (IAB rules, see src/lib/podcast/downloads.ts): total, per UTC day, per app.
    path: '/admin/podcast/episodes/:id/downloads',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      await findOr404(req, 'podcast-episodes', id)
      return Response.json(await episodeDownloads(req.payload, id))
    }),
  },
]
