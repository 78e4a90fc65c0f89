'use client'

import { Button } from '@payloadcms/ui'
import { useAdminModal } from '@/admin/shared/AdminModal'
import layout from '@/admin/shared/layout.module.css'
import type { EditableEpisode } from '@/lib/podcast/editing'
import { hasUnpublishedChanges } from '@/lib/publishing/state'
import { DELETE_EPISODE_MODAL, DeleteEpisodeDialog } from './DeleteEpisodeDialog'
import { EpisodeBasicsSection } from './EpisodeBasicsSection'
import { EpisodeLinksSection, EpisodeSeoSection } from './EpisodeLinksSeoSections'
import { EpisodeMediaSection } from './EpisodeMediaSection'
import { PUBLIC_EPISODE_PATH } from './episodeForm'
import { useEpisodeEditor } from './useEpisodeEditor'

export const UNPUBLISHED_CHANGES_NOTICE =
  'Draft with unpublished changes: visitors see the published version until you save with the status published.'

/** Create and edit form of a podcast episode, with delete and a preview link. */
export function EpisodeEditor({ episode }: { episode: EditableEpisode | null }) {
  const editor = useEpisodeEditor(episode)
  const deleteModal = useAdminModal(DELETE_EPISODE_MODAL)
  const slug = editor.form.watch('slug')
  return (
    <>
      <div className={layout.header}>
        <div>
          <h1 className={layout.title}>{editor.isEdit ? 'Edit Episode' : 'New Episode'}</h1>
          <p className={layout.subtitle}>Herban Conversations</p>
        </div>
        <div className={layout.actions}>
          {slug ? (
            <Button el="anchor" url={`${PUBLIC_EPISODE_PATH}/${slug}`} newTab buttonStyle="secondary" margin={false}>
              Preview
            </Button>
          ) : null}
          {editor.isEdit ? (
            <Button buttonStyle="secondary" margin={false} onClick={deleteModal.open}>
              Delete Episode
            </Button>
          ) : null}
        </div>
      </div>

      {episode && hasUnpublishedChanges(episode) ? (
        <p className={layout.notice} role="status">
          {UNPUBLISHED_CHANGES_NOTICE}
        </p>
      ) : null}

      <form className={layout.form} onSubmit={(event) => void editor.submit(event)} noValidate>
        <EpisodeBasicsSection editor={editor} />
        <EpisodeMediaSection editor={editor} />
        <EpisodeLinksSection editor={editor} />
        <EpisodeSeoSection editor={editor} />
        <div className={layout.actions}>
          <Button type="submit" buttonStyle="primary" margin={false} disabled={editor.saving}>
            {editor.saving ? 'Saving...' : editor.isEdit ? 'Update Episode' : 'Create Episode'}
          </Button>
        </div>
      </form>

      {episode ? (
        <DeleteEpisodeDialog
          episodeLabel={`${episode.episodeNumber}: ${episode.title}`}
          deleting={editor.remove.isPending}
          onDelete={(confirmText) => editor.remove.mutate(confirmText, { onSuccess: deleteModal.close })}
          onCancel={deleteModal.close}
        />
      ) : null}
    </>
  )
}
