'use client'

import { Button, Pill } from '@payloadcms/ui'
import { useQuery } from '@tanstack/react-query'
import { adminKeys } from '@/admin/shared/query'
import { fetchJson } from '@/admin/shared/api'
import { TAKEAWAY_CARD_LIMIT, truncate } from '@/lib/podcast/builders'
import type { EditableEpisode } from '@/lib/podcast/editing'
import { hasUnpublishedChanges } from '@/lib/publishing/state'
import layout from '../shared/layout.module.css'
import { QueryState } from '../shared/QueryState'
import { EPISODES_API, PUBLIC_EPISODE_PATH } from './editor/episodeForm'

/** A card shows at most 3 takeaways; the editor shows them all. */
const TAKEAWAYS_ON_CARD = 3

const loadEpisodes = () => fetchJson<{ episodes: EditableEpisode[] }>(EPISODES_API, 'Failed to load episodes')

/** One episode card: number, status, title, summary, the first takeaways, edit and view links. */
function EpisodeCard({ episode }: { episode: EditableEpisode }) {
  return (
    <li className={layout.card}>
      <div className={layout.cardHeader}>
        <p className={layout.meta}>Episode {episode.episodeNumber}</p>
        <Pill size="small" pillStyle={episode.status === 'published' ? 'success' : 'light-gray'}>
          {episode.status}
        </Pill>
        {hasUnpublishedChanges(episode) ? (
          <Pill size="small" pillStyle="warning">
            unpublished changes
          </Pill>
        ) : null}
      </div>
      <h3 className={layout.cardTitle}>{episode.title}</h3>
      <p className={layout.meta}>{episode.shortSummary}</p>
      {episode.bulletTakeaways?.length ? (
        <ul className={layout.meta}>
          {episode.bulletTakeaways.slice(0, TAKEAWAYS_ON_CARD).map((takeaway, index) => (
            <li key={index}>{truncate(takeaway, TAKEAWAY_CARD_LIMIT)}</li>
          ))}
        </ul>
      ) : null}
      <div className={layout.cardActions}>
        <Button el="link" url={`/admin/podcast/episodes/${episode.id}/edit`} buttonStyle="secondary" size="small" margin={false}>
          Edit<span className={layout.srOnly}> {episode.title}</span>
        </Button>
        <Button el="anchor" url={`${PUBLIC_EPISODE_PATH}/${episode.slug}`} newTab buttonStyle="secondary" size="small" margin={false}>
          View<span className={layout.srOnly}> {episode.title}</span>
        </Button>
      </div>
    </li>
  )
}

/**
 * The dashboard's podcast tab: episode cards with edit and view
 * links. Self-contained, so the dashboard only mounts it.
 */
export function PodcastTabContent() {
  const episodes = useQuery({ queryKey: adminKeys.podcast, queryFn: loadEpisodes })
  return (
    <section className={layout.stack} aria-labelledby="podcast-tab-title" aria-busy={episodes.isPending}>
      <div className={layout.sectionHeader}>
        <h2 id="podcast-tab-title" className={layout.sectionTitle}>
          Herban Conversations
        </h2>
        <div className={layout.actions}>
          <Button el="anchor" url="/herbanconversations" newTab buttonStyle="secondary" margin={false}>
            View Podcast
          </Button>
          <Button el="link" url="/admin/podcast/episodes/new" buttonStyle="primary" margin={false}>
            New Episode
          </Button>
        </div>
      </div>
      <QueryState query={episodes} loadingText="Loading episodes…" isEmpty={(data) => data.episodes.length === 0} empty="No episodes yet.">
        {(data) => (
          <ul className={layout.grid} aria-label="Podcast episodes">
            {data.episodes.map((episode) => (
              <EpisodeCard key={episode.id} episode={episode} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}
