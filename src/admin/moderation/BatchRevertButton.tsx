'use client'

import { Button } from '@payloadcms/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { RevertKind } from '@/lib/moderation/bulk'
import { BULK_CONFLICT_MARK } from '@/lib/moderation/texts'
import { useAdminMutation } from '../shared/mutation'
import { adminKeys } from '../shared/query'
import { BATCHES_KEY, revertBatch } from './api'

interface Props {
  batchId: string
  /** `undo` while the batch's undo window is open, `restore` afterwards. */
  kind: RevertKind
  entries?: number
}

/**
 * Undoes or restores one bulk action. When entries were decided again since, the server refuses and
 * names them; the button then offers to restore the others and leave those as they are.
 */
export function BatchRevertButton({ batchId, kind, entries }: Props) {
  const queryClient = useQueryClient()
  const [refused, setRefused] = useState(false)
  const label = kind === 'undo' ? 'Undo' : 'Restore'
  const revert = useAdminMutation({
    request: (skipChanged: boolean) => revertBatch(batchId, kind, skipChanged),
    failure: { title: `${label} failed` },
    success: (data) => ({
      title: kind === 'undo' ? 'Bulk action undone' : 'Bulk action restored',
      description: `${data.restored} ${data.restored === 1 ? 'entry is' : 'entries are'} back as before${
        data.skipped.length ? `; left as they are: #${data.skipped.join(', #')}` : ''
      }.`,
    }),
    invalidates: BATCHES_KEY,
    onSuccess: () => {
      setRefused(false)
      // The submissions board shows the entries' status too.
      void queryClient.invalidateQueries({ queryKey: adminKeys.submissions })
    },
    onFailure: (message) => setRefused(Boolean(message?.includes(BULK_CONFLICT_MARK))),
  })
  const run = (skipChanged: boolean) => revert.mutate(skipChanged)
  return (
    <span style={{ display: 'inline-flex', gap: 'var(--base, 8px)' }}>
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={revert.isPending}
        aria-label={`${label} this bulk action${entries ? ` (${entries} entries)` : ''}`}
        onClick={() => run(false)}
      >
        {revert.isPending ? `${label}…` : label}
      </Button>
      {refused ? (
        <Button buttonStyle="secondary" size="small" margin={false} disabled={revert.isPending} onClick={() => run(true)}>
          Restore the others
        </Button>
      ) : null}
    </span>
  )
}
