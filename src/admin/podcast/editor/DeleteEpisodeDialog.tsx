'use client'

import { Button } from '@payloadcms/ui'
import { InputField } from '@/admin/shared/InputField'
import { useZodForm } from '@/admin/shared/useZodForm'
import { deleteEpisodeSchema, EPISODE_DELETE_WORD } from '@/lib/validation/admin'
import { Dialog } from '../../shared/ConfirmDialog'
import styles from '../../shared/admin.module.css'

interface DeleteEpisodeDialogProps {
  open: boolean
  episodeLabel: string
  deleting: boolean
  onDelete: (confirmText: string) => void
  onClose: () => void
}

/** The delete button stays disabled until the confirmation word is typed exactly (spec section 5). */
export function DeleteEpisodeDialog({ open, episodeLabel, deleting, onDelete, onClose }: DeleteEpisodeDialogProps) {
  const form = useZodForm(deleteEpisodeSchema, { mode: 'onChange' })
  const close = () => {
    form.reset()
    onClose()
  }
  return (
    <Dialog open={open} title="Delete episode" onClose={close}>
      <form onSubmit={form.handleSubmit(({ confirmText }) => onDelete(confirmText))} noValidate>
        <p>
          This permanently deletes episode {episodeLabel}. Type <strong>{EPISODE_DELETE_WORD}</strong> to confirm.
        </p>
        <InputField id="episode-delete-confirm" label={`Type "${EPISODE_DELETE_WORD}" to confirm`} registration={form.register('confirmText')} />
        <div className={styles.dialogActions}>
          <Button buttonStyle="secondary" margin={false} onClick={close}>
            Cancel
          </Button>
          <Button buttonStyle="error" type="submit" margin={false} disabled={!form.formState.isValid || deleting}>
            {deleting ? 'Deleting...' : 'Delete Episode'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
