'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { getJson } from '@/lib/http/client'
import { TAKEAWAY_CARD_LIMIT, truncate } from '@/lib/podcast/builders'
import type { PodcastEpisode } from '@/payload-types'
import styles from '../shared/admin.module.css'

/** Spec section 9: a card shows at most 3 takeaways. */
const TAKEAWAYS_ON_CARD = 3

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; episodes: PodcastEpisode[] }

/**
 * The dashboard's podcast tab (admin-area.txt section 2, tab 3): episode cards with edit and view
 * links. Self-contained, so the dashboard only mounts it; it needs no toast provider.
 */
export function PodcastTabContent() {
  const [load, setLoad] = useState<Load>({ state: 'loading' })

  useEffect(() => {
    let current = true
    void getJson<{ episodes: PodcastEpisode[] }>('/api/admin/podcast/episodes').then((result) => {
      if (!current) return
      setLoad(result.ok ? { state: 'ready', episodes: result.data.episodes } : { state: 'failed', message: result.message ?? 'Failed to load episodes' })
    })
    return () => {
      current = false
    }
  }, [])

  return (
    <section aria-labelledby="podcast-tab-title" aria-busy={load.state === 'loading'}>
      <div className={styles.header}>
        <h2 id="podcast-tab-title" className={styles.title}>
          Herban Conversations
        </h2>
        <div className={styles.actions}>
          <Link className={styles.button} href="/herbanconversations" target="_blank">
            View Podcast
          </Link>
          <Link className={`${styles.button} ${styles.primary}`} href="/admin/podcast/episodes/new">
            New Episode
          </Link>
        </div>
      </div>
      {load.state === 'loading' ? <p className={styles.hint}>Loading episodes…</p> : null}
      {load.state === 'failed' ? (
        <p className={styles.error} role="alert">
          {load.message}
        </p>
      ) : null}
      {load.state === 'ready' && load.episodes.length === 0 ? <p className={styles.notice}>No episodes yet.</p> : null}
      {load.state === 'ready' && load.episodes.length > 0 ? (
        <ul className={styles.grid} aria-label="Podcast episodes">
          {load.episodes.map((episode) => (
            <li key={episode.id} className={styles.card}>
              <p className={styles.meta}>
                Episode {episode.episodeNumber}{' '}
                <span className={`${styles.badge} ${episode.status === 'published' ? styles.badgeOn : ''}`}>{episode.status}</span>
              </p>
              <h3 className={styles.cardTitle}>{episode.title}</h3>
              <p className={styles.meta}>{episode.shortSummary}</p>
              {episode.bulletTakeaways?.length ? (
                <ul className={styles.meta}>
                  {episode.bulletTakeaways.slice(0, TAKEAWAYS_ON_CARD).map((takeaway, index) => (
                    <li key={index}>{truncate(takeaway, TAKEAWAY_CARD_LIMIT)}</li>
                  ))}
                </ul>
              ) : null}
              <div className={styles.actions}>
                <Link className={`${styles.button} ${styles.small}`} href={`/admin/podcast/episodes/${episode.id}/edit`}>
                  Edit<span className={styles.srOnly}> {episode.title}</span>
                </Link>
                <Link className={`${styles.button} ${styles.small}`} href={`/herban-conversations/${episode.slug}`} target="_blank">
                  View<span className={styles.srOnly}> {episode.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
