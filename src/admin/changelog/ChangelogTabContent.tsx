'use client'

import { Button, Pill } from '@payloadcms/ui'
import { useState } from 'react'
import { AdminModal, ConfirmationDialog, useAdminModal } from '@/admin/shared/AdminModal'
import layout from '@/admin/shared/layout.module.css'
import { QueryState } from '@/admin/shared/QueryState'
import type { ChangelogEntry } from '@/payload-types'
import { ChangelogEntryForm } from './ChangelogEntryForm'
import { useChangelog } from './useChangelog'

const FORM_MODAL = 'changelog-entry-form'
const DELETE_MODAL = 'delete-changelog-entry'

interface EntryCardProps {
  entry: ChangelogEntry
  onPublish: () => void
  onEdit: () => void
  onDelete: () => void
}

function EntryCard({ entry, onPublish, onEdit, onDelete }: EntryCardProps) {
  return (
    <li className={layout.card}>
      <h3 className={layout.cardTitle}>{entry.title}</h3>
      <div className={layout.toolbar}>
        <Pill size="small">{entry.type}</Pill>
        <Pill size="small" pillStyle={entry.isPublic ? 'success' : 'light-gray'}>
          {entry.isPublic ? 'public' : 'internal'}
        </Pill>
        {entry.isNew ? <Pill size="small">new</Pill> : null}
        <span className={layout.meta}>{new Date(entry.createdAt).toLocaleDateString()}</span>
      </div>
      <p className={layout.meta}>{entry.description}</p>
      <div className={layout.cardActions}>
        {entry.isPublic ? null : (
          <Button buttonStyle="secondary" size="small" margin={false} onClick={onPublish}>
            Publish<span className={layout.srOnly}> {entry.title}</span>
          </Button>
        )}
        <Button buttonStyle="secondary" size="small" margin={false} onClick={onEdit}>
          Edit<span className={layout.srOnly}> {entry.title}</span>
        </Button>
        <Button buttonStyle="secondary" size="small" margin={false} onClick={onDelete}>
          Delete<span className={layout.srOnly}> {entry.title}</span>
        </Button>
      </div>
    </li>
  )
}

/** The dashboard's changelog tab: entries, create and edit, publish, delete. */
export function ChangelogTabContent() {
  const { entries, create, update, publish, remove } = useChangelog()
  const formModal = useAdminModal(FORM_MODAL)
  const deleteModal = useAdminModal(DELETE_MODAL)
  const [editing, setEditing] = useState<ChangelogEntry | null>(null)
  const [deleting, setDeleting] = useState<ChangelogEntry | null>(null)
  const openForm = (entry: ChangelogEntry | null) => {
    setEditing(entry)
    formModal.open()
  }

  return (
    <section className={layout.stack} aria-labelledby="changelog-tab-title">
      <div className={layout.sectionHeader}>
        <h2 id="changelog-tab-title" className={layout.sectionTitle}>
          Changelog
        </h2>
        <div className={layout.actions}>
          <Button el="anchor" url="/changelog" newTab buttonStyle="secondary" margin={false}>
            View public changelog
          </Button>
          <Button buttonStyle="primary" margin={false} onClick={() => openForm(null)}>
            New Entry
          </Button>
        </div>
      </div>
      <QueryState query={entries} loadingText="Loading entries…" isEmpty={(list) => list.length === 0} empty="No changelog entries yet.">
        {(list) => (
          <ul className={layout.list} aria-label="Changelog entries">
            {list.map((entry) => (
              <EntryCard
                key={entry.id}
                entry={entry}
                onPublish={() => publish.mutate(entry)}
                onEdit={() => openForm(entry)}
                onDelete={() => {
                  setDeleting(entry)
                  deleteModal.open()
                }}
              />
            ))}
          </ul>
        )}
      </QueryState>

      <AdminModal slug={FORM_MODAL} title={editing ? 'Edit Changelog Entry' : 'New Changelog Entry'}>
        <ChangelogEntryForm
          key={editing?.id ?? 'new'}
          entry={editing}
          busy={create.isPending || update.isPending}
          onSubmit={(input) =>
            editing
              ? update.mutate({ entry: editing, input }, { onSuccess: formModal.close })
              : create.mutate(input, { onSuccess: formModal.close })
          }
          onCancel={formModal.close}
        />
      </AdminModal>
      <ConfirmationDialog
        slug={DELETE_MODAL}
        title="Delete changelog entry"
        message={`Delete "${deleting?.title ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : undefined)}
      />
    </section>
  )
}
