'use client'

import Link from 'next/link'
import type React from 'react'
import { useCallback, useEffect, useState } from 'react'
import { useToast } from '@/admin/shared/toast'
import { getJson, postJson, sendJson } from '@/lib/http/client'
import { CHANGELOG_TYPES, labelFor } from '@/lib/validation/options'
import type { ChangelogEntry } from '@/payload-types'
import { ConfirmDialog, Dialog } from '../shared/ConfirmDialog'
import { Field } from '../shared/forms'
import styles from '../shared/admin.module.css'

const API = '/api/admin/changelog'

const loadEntries = () => getJson<{ entries: ChangelogEntry[] }>(API)

type EntryType = (typeof CHANGELOG_TYPES)[number]

interface EntryDraft {
  title: string
  description: string
  type: EntryType
  isPublic: boolean
  isNew: boolean
}

/** Spec section 9: the create form starts as a public feature, marked new. */
const NEW_ENTRY: EntryDraft = { title: '', description: '', type: 'feature', isPublic: true, isNew: true }

const draftOf = (entry: ChangelogEntry): EntryDraft => ({
  title: entry.title,
  description: entry.description,
  type: entry.type,
  isPublic: entry.isPublic ?? false,
  isNew: entry.isNew ?? false,
})

interface EntryFormProps {
  initial: EntryDraft
  editing: boolean
  busy: boolean
  onSubmit: (draft: EntryDraft) => void
  onCancel: () => void
}

function EntryForm({ initial, editing, busy, onSubmit, onCancel }: EntryFormProps) {
  const [draft, setDraft] = useState(initial)
  const set = <K extends keyof EntryDraft>(key: K, value: EntryDraft[K]) => setDraft((current) => ({ ...current, [key]: value }))
  // Spec section 5: submit stays disabled until title and description have text.
  const complete = draft.title.trim() !== '' && draft.description.trim() !== ''
  const prefix = editing ? 'changelog-edit' : 'changelog-new'

  function submit(event: React.FormEvent) {
    event.preventDefault()
    if (complete) onSubmit(draft)
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <Field id={`${prefix}-title`} label="Title" required>
        <input id={`${prefix}-title`} className={styles.input} value={draft.title} required onChange={(event) => set('title', event.target.value)} />
      </Field>
      <Field id={`${prefix}-description`} label="Description" required>
        <textarea
          id={`${prefix}-description`}
          className={styles.textarea}
          value={draft.description}
          required
          onChange={(event) => set('description', event.target.value)}
        />
      </Field>
      <Field id={`${prefix}-type`} label="Type">
        <select id={`${prefix}-type`} className={styles.select} value={draft.type} onChange={(event) => set('type', event.target.value as EntryType)}>
          {CHANGELOG_TYPES.map((type) => (
            <option key={type} value={type}>
              {labelFor(type)}
            </option>
          ))}
        </select>
      </Field>
      <div className={styles.actions}>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={draft.isPublic} onChange={(event) => set('isPublic', event.target.checked)} />
          Public
        </label>
        {editing ? null : (
          <label className={styles.checkbox}>
            <input type="checkbox" checked={draft.isNew} onChange={(event) => set('isNew', event.target.checked)} />
            Mark as new
          </label>
        )}
      </div>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.button} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={!complete || busy}>
          {busy ? 'Saving...' : editing ? 'Save Changes' : 'Create Entry'}
        </button>
      </div>
    </form>
  )
}

/**
 * The dashboard's changelog tab (admin-area.txt section 2, tab 7). Its toasts go through `useToast`,
 * so it must be mounted under the dashboard's <ToastProvider>.
 */
export function ChangelogTabContent() {
  const { toast } = useToast()
  const [entries, setEntries] = useState<ChangelogEntry[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<ChangelogEntry | null>(null)
  const [deleting, setDeleting] = useState<ChangelogEntry | null>(null)
  const [busy, setBusy] = useState(false)

  const show = useCallback((result: Awaited<ReturnType<typeof loadEntries>>) => {
    if (result.ok) {
      setEntries(result.data.entries)
      setLoadError(null)
    } else {
      setLoadError(result.message ?? 'Failed to load changelog entries')
    }
  }, [])

  useEffect(() => {
    let current = true
    void loadEntries().then((result) => {
      if (current) show(result)
    })
    return () => {
      current = false
    }
  }, [show])

  const refresh = async () => show(await loadEntries())

  const fail = (title: string, message: string | undefined) => toast({ title, description: message, variant: 'destructive' })

  async function create(draft: EntryDraft) {
    setBusy(true)
    const result = await postJson(API, draft)
    setBusy(false)
    if (!result.ok) return fail('Failed to create entry', result.message)
    toast({ title: 'Changelog Entry Created', description: draft.title })
    setCreating(false)
    await refresh()
  }

  async function update(entry: ChangelogEntry, draft: EntryDraft) {
    setBusy(true)
    const { title, description, type, isPublic } = draft
    const result = await sendJson('PATCH', `${API}/${entry.id}`, { title, description, type, isPublic })
    setBusy(false)
    if (!result.ok) return fail('Update failed', result.message)
    toast({ title: 'Entry Updated', description: title })
    setEditing(null)
    await refresh()
  }

  async function publish(entry: ChangelogEntry) {
    const result = await sendJson('PATCH', `${API}/${entry.id}/publish`)
    if (!result.ok) return fail('Publish failed', result.message)
    toast({ title: 'Entry published', description: entry.title })
    await refresh()
  }

  async function remove() {
    if (!deleting) return
    setBusy(true)
    const result = await sendJson('DELETE', `${API}/${deleting.id}`)
    setBusy(false)
    if (!result.ok) return fail('Delete failed', result.message)
    toast({ title: 'Entry deleted', description: deleting.title })
    setDeleting(null)
    await refresh()
  }

  return (
    <section aria-labelledby="changelog-tab-title" aria-busy={entries === null && !loadError}>
      <div className={styles.header}>
        <h2 id="changelog-tab-title" className={styles.title}>
          Changelog
        </h2>
        <div className={styles.actions}>
          <Link className={styles.button} href="/changelog" target="_blank">
            View public changelog
          </Link>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setCreating(true)}>
            New Entry
          </button>
        </div>
      </div>
      {loadError ? (
        <p className={styles.error} role="alert">
          {loadError}
        </p>
      ) : null}
      {entries === null && !loadError ? <p className={styles.hint}>Loading entries…</p> : null}
      {entries?.length === 0 ? <p className={styles.notice}>No changelog entries yet.</p> : null}
      {entries?.length ? (
        <ul className={styles.list} aria-label="Changelog entries">
          {entries.map((entry) => (
            <li key={entry.id} className={styles.card}>
              <div className={styles.header}>
                <div>
                  <h3 className={styles.cardTitle}>{entry.title}</h3>
                  <p className={styles.meta}>
                    <span className={styles.badge}>{entry.type}</span>{' '}
                    <span className={`${styles.badge} ${entry.isPublic ? styles.badgeOn : ''}`}>{entry.isPublic ? 'public' : 'internal'}</span>
                    {entry.isNew ? (
                      <>
                        {' '}
                        <span className={styles.badge}>new</span>
                      </>
                    ) : null}{' '}
                    · {new Date(entry.createdAt).toLocaleDateString()}
                  </p>
                </div>
                <div className={styles.actions}>
                  {entry.isPublic ? null : (
                    <button type="button" className={`${styles.button} ${styles.small}`} onClick={() => void publish(entry)}>
                      Publish<span className={styles.srOnly}> {entry.title}</span>
                    </button>
                  )}
                  <button type="button" className={`${styles.button} ${styles.small}`} onClick={() => setEditing(entry)}>
                    Edit<span className={styles.srOnly}> {entry.title}</span>
                  </button>
                  <button type="button" className={`${styles.button} ${styles.small} ${styles.danger}`} onClick={() => setDeleting(entry)}>
                    Delete<span className={styles.srOnly}> {entry.title}</span>
                  </button>
                </div>
              </div>
              <p className={styles.meta}>{entry.description}</p>
            </li>
          ))}
        </ul>
      ) : null}

      <Dialog open={creating} title="New Changelog Entry" onClose={() => setCreating(false)}>
        {creating ? <EntryForm initial={NEW_ENTRY} editing={false} busy={busy} onSubmit={(draft) => void create(draft)} onCancel={() => setCreating(false)} /> : null}
      </Dialog>
      <Dialog open={editing !== null} title="Edit Changelog Entry" onClose={() => setEditing(null)}>
        {editing ? (
          <EntryForm
            key={editing.id}
            initial={draftOf(editing)}
            editing
            busy={busy}
            onSubmit={(draft) => void update(editing, draft)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete changelog entry"
        message={`Delete "${deleting?.title ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </section>
  )
}
