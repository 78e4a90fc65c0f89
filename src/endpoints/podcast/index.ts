import type { Endpoint } from 'payload'
import { handled, jsonError } from '@/lib/http/errors'
import { publicJson } from '@/lib/http/responses'
import { EPISODE_NOT_FOUND } from '@/lib/podcast/not-found'
import { readPublishedEpisode, readPublishedEpisodes } from '@/lib/podcast/queries'

export const podcastEndpoints: Endpoint[] = [
  {
    path: '/podcast/episodes',
    method: 'get',
    handler: handled(async () => publicJson({ episodes: await readPublishedEpisodes() })),
  },
  {
    path: '/podcast/episodes/:slug',
    method: 'get',
    handler: handled(async (req) => {
      const slug = String(req.routeParams?.slug ?? '').slice(0, 200)
      const episode = slug ? await readPublishedEpisode(slug) : null
      return episode ? publicJson({ episode }) : jsonError(404, EPISODE_NOT_FOUND)
    }),
  },
]
