import { cachedRead, CACHE_TAGS } from '@/lib/cache'
import { labelFor } from '@/lib/forms/options'
import { readEpisodeImage } from '@/lib/podcast/artwork'
import { readPublishedEpisode } from '@/lib/podcast/queries'
import { fitText, renderShareCard } from '@/lib/share/card'
import { SHARE_COLORS } from '@/lib/share/theme'
import { formatLongDate } from '@/lib/site/dates'
import { PODCAST_NAME } from '@/lib/site/constants'
import { FLAMES_MAX } from '@/lib/submissions/options'
import { readApprovedSubmission } from '@/lib/submissions/queries'
import { FLAME_LABELS } from '@/lib/submissions/schema'
import { ShareCard, ShareFlames } from './ShareCard'

// Each card is drawn once per change of what it shows and kept in the data cache (base64, as the cache
// stores strings), expired with its find or episode by the collections' hooks. Misses are not stored:
// a made-up id must not take a cache entry.

/** A find's share card (og:image of its page): name, category and flames. Null unless the find is public. */
export const readFindShareCard = cachedRead(
  async (id: number): Promise<string | null> => {
    const find = await readApprovedSubmission(id)
    if (!find) return null
    const png = await renderShareCard(
      <ShareCard
        kicker={`The Cloud · ${labelFor(find.category)}`}
        title={fitText(find.name, 70)}
        footnote={fitText(`Shared by ${find.submittedBy} · ${find.location}`, 60)}
      >
        <ShareFlames lit={find.flames} max={FLAMES_MAX} label={`${find.flames}/${FLAMES_MAX} · ${FLAME_LABELS[find.flames] ?? ''}`} />
      </ShareCard>,
    )
    return png.toString('base64')
  },
  'find-share-card',
  [CACHE_TAGS.submissions],
  { storeMisses: false },
)

/** An episode's share card: number, title, summary and its picture. Null unless the episode is public. */
export const readEpisodeShareCard = cachedRead(
  async (slug: string): Promise<string | null> => {
    const episode = await readPublishedEpisode(slug)
    if (!episode) return null
    const picture = await readEpisodeImage(slug, 'social')
    const date = formatLongDate(episode.publishDate)
    const png = await renderShareCard(
      <ShareCard
        kicker={`${PODCAST_NAME} · Episode ${episode.episodeNumber}`}
        title={fitText(episode.title, picture ? 60 : 80)}
        footnote={date}
        picture={picture ? `data:image/jpeg;base64,${picture}` : null}
      >
        <div style={{ display: 'flex', marginTop: 24, fontSize: 30, lineHeight: 1.35, color: SHARE_COLORS.stone300 }}>
          {fitText(episode.shortSummary, picture ? 100 : 150)}
        </div>
      </ShareCard>,
    )
    return png.toString('base64')
  },
  'episode-share-card',
  [CACHE_TAGS.episodes],
  { storeMisses: false },
)
