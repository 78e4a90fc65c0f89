'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'
import type { PodcastEpisode } from '@/payload-types'
import styles from '../../shared/admin.module.css'
import { DeleteEpisodeDialog } from './DeleteEpisodeDialog'
import { EpisodeBasicsSection } from './EpisodeBasicsSection'
import { EpisodeLinksSection, EpisodeSeoSection } from './EpisodeLinksSeoSections'
import { EpisodeMediaSection } from './EpisodeMediaSection'
import { PUBLIC_EPISODE_PATH } from './episodeForm'
import { useEpisodeEditor } from './useEpisodeEditor'

/** Create and edit form of a podcast episode (admin-area.txt sections 2, 4, 5). */
export function EpisodeEditor({ episode }: { episode: PodcastEpisode | null }) {
  const editor = useEpisodeEditor(episode)
  const [deleteOpen, setDeleteOpen] = useState(false)
  const slug = editor.form.watch('slug')
  return (
    <>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{editor.isEdit ? 'Edit Episode' : 'New Episode'}</h1>
          <p className={styles.subtitle}>Herban Conversations</p>
        </div>
        <div className={styles.actions}>
          {slug ? (
            <Button el="anchor" url={`${PUBLIC_EPISODE_PATH}/${slug}`} newTab buttonStyle="secondary" margin={false}>
              Preview
            </Button>
          ) : null}
          {editor.isEdit ? (
            <Button buttonStyle="error" margin={false} onClick={() => setDeleteOpen(true)}>
              Delete Episode
            </Button>
          ) : null}
        </div>
      </div>

      <form className={styles.form} onSubmit={(event) => void editor.submit(event)} noValidate>
        <EpisodeBasicsSection editor={editor} />
        <EpisodeMediaSection editor={editor} />
        <EpisodeLinksSection editor={editor} />
        <EpisodeSeoSection editor={editor} />
        <div className={styles.actions}>
          <Button type="submit" buttonStyle="primary" margin={false} disabled={editor.saving}>
            {editor.saving ? 'Saving...' : editor.isEdit ? 'Update Episode' : 'Create Episode'}
          </Button>
        </div>
      </form>

      {episode ? (
        <DeleteEpisodeDialog
          open={deleteOpen}
          episodeLabel={`${episode.episodeNumber}: ${episode.title}`}
          deleting={editor.remove.isPending}
          onDelete={(confirmText) => editor.remove.mutate(confirmText)}
          onClose={() => setDeleteOpen(false)}
        />
      ) : null}
    </>
  )
}
