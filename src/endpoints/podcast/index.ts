import type { Endpoint } from 'payload'
import { isAdminUser } from '@/access'
import { clientAddress, clientKey } from '@/lib/http/client-address'
import { handled, jsonError } from '@/lib/http/errors'
import { HTTP_MESSAGES } from '@/lib/http/messages'
import { publicJson } from '@/lib/http/responses'
import { EPISODE_NOT_FOUND } from '@/lib/podcast/not-found'
import { readPublishedEpisode, readPublishedEpisodes } from '@/lib/podcast/queries'
import { countedAudioResponse } from '@/lib/podcast/counted-audio'

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
  {
    // The enclosure and the player's source (countedAudioPath): the file with ranges, and a download
    // recorded by the IAB rules. HEAD is answered by the /api route as this GET without its body.
    path: '/podcast/audio/:episode/:file',
    method: 'get',
    handler: handled(async (req) => {
      const episode = String(req.routeParams?.episode ?? '')
      const file = String(req.routeParams?.file ?? '')
      const response = /^\d{1,9}$/.test(episode)
        ? await countedAudioResponse(req.payload, {
            episodeId: Number(episode),
            filename: file,
            headers: req.headers,
            staff: isAdminUser(req.user),
            address: clientKey(clientAddress(req.headers)),
            now: new Date(),
          })
        : null
      return response ?? jsonError(404, HTTP_MESSAGES.notFound)
    }),
  },
]
