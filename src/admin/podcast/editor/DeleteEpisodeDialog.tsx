'use client'

import { Button } from '@payloadcms/ui'
import { AdminModal } from '@/admin/shared/AdminModal'
import { TextField } from '@/admin/shared/FormField'
import layout from '@/admin/shared/layout.module.css'
import { useZodForm } from '@/admin/shared/useZodForm'
import { deleteEpisodeSchema, EPISODE_DELETE_WORD } from '@/lib/podcast/episode-schema'

export const DELETE_EPISODE_MODAL = 'delete-episode'

interface DeleteEpisodeFormProps {
  episodeLabel: string
  deleting: boolean
  onDelete: (confirmText: string) => void
  onCancel: () => void
}

/** The delete button stays disabled until the confirmation word is typed exactly: deleting cannot happen by a slip. */
function DeleteEpisodeForm({ episodeLabel, deleting, onDelete, onCancel }: DeleteEpisodeFormProps) {
  const form = useZodForm(deleteEpisodeSchema, { mode: 'onChange' })
  return (
    <form
      className={layout.form}
      onSubmit={(event) => void form.handleSubmit(({ confirmText }) => onDelete(confirmText))(event)}
      noValidate
    >
      <p>
        This permanently deletes episode {episodeLabel}. Type <strong>{EPISODE_DELETE_WORD}</strong> to confirm.
      </p>
      <TextField form={form} idPrefix="episode-delete" name="confirmText" label={`Type "${EPISODE_DELETE_WORD}" to confirm`} />
      <div className={layout.actions}>
        <Button buttonStyle="secondary" margin={false} onClick={onCancel}>
          Cancel
        </Button>
        <Button buttonStyle="primary" type="submit" margin={false} disabled={!form.formState.isValid || deleting}>
          {deleting ? 'Deleting...' : 'Delete Episode'}
        </Button>
      </div>
    </form>
  )
}

/** The modal around the form; it renders its content only while open, so the typed word starts empty. */
export function DeleteEpisodeDialog(props: DeleteEpisodeFormProps) {
  return (
    <AdminModal slug={DELETE_EPISODE_MODAL} title="Delete episode" size="small">
      <DeleteEpisodeForm {...props} />
    </AdminModal>
  )
}
