'use client'

import Link from 'next/link'
import type React from 'react'
import { useState } from 'react'
import { useToast } from '@/admin/shared/toast'
import { getJson, postForm, putForm, sendJson } from '@/lib/http/client'
import { ADMIN_MESSAGES, brandSettingSchema } from '@/lib/validation/admin'
import type { BrandSetting } from '@/payload-types'
import { ConfirmDialog, Dialog } from '../shared/ConfirmDialog'
import { describedBy, Field, failureToast, fieldErrorsOf, type FieldErrors } from '../shared/forms'
import styles from '../shared/admin.module.css'

const API = '/api/admin/brand-settings'

/** The badge of a brand asset, read from its key (admin-area.txt section 2). */
export function brandBadgeOf(key: string): 'favicon' | 'social' | 'logo' | 'asset' {
  const lower = key.toLowerCase()
  if (lower.includes('favicon')) return 'favicon'
  if (lower.includes('social')) return 'social'
  if (lower.includes('logo')) return 'logo'
  return 'asset'
}

interface BrandFormProps {
  setting: BrandSetting | null
  busy: boolean
  onSubmit: (form: FormData) => void
  onCancel: () => void
}

/** Add and edit form: the key is fixed once created; an uploaded image wins over a typed URL. */
function BrandSettingForm({ setting, busy, onSubmit, onCancel }: BrandFormProps) {
  const [key, setKey] = useState(setting?.key ?? '')
  const [description, setDescription] = useState(setting?.description ?? '')
  const [value, setValue] = useState(setting?.value ?? '')
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const parsed = brandSettingSchema.safeParse({ key, description, value })
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error)
    if (!file && !value.trim()) found.value = ADMIN_MESSAGES.brandValue
    setErrors(found)
    if (Object.keys(found).length) return
    const form = new FormData()
    if (!setting) form.append('key', key.trim())
    form.append('description', description)
    if (file) form.append('logo', file)
    else form.append('value', value.trim())
    onSubmit(form)
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field id="brand-key" label="Key" required={!setting} error={errors.key} hint={setting ? 'The key cannot be changed.' : 'For example favicon, social-image or logo-dark.'}>
        <input
          id="brand-key"
          className={styles.input}
          value={key}
          readOnly={setting !== null}
          aria-invalid={errors.key ? true : undefined}
          aria-describedby={describedBy('brand-key', { hint: true, error: errors.key })}
          onChange={(event) => setKey(event.target.value)}
        />
      </Field>
      <Field id="brand-description" label="Description" error={errors.description}>
        <input
          id="brand-description"
          className={styles.input}
          value={description}
          aria-describedby={describedBy('brand-description', { error: errors.description })}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      <Field id="brand-logo" label="Image file" hint="JPG, PNG or GIF up to 10MB. Replaces the URL below.">
        <input
          id="brand-logo"
          type="file"
          accept="image/*"
          aria-describedby="brand-logo-hint"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Field>
      <Field id="brand-value" label="Or image URL" error={errors.value}>
        <input
          id="brand-value"
          className={styles.input}
          type="url"
          value={value}
          disabled={file !== null}
          aria-invalid={errors.value ? true : undefined}
          aria-describedby={describedBy('brand-value', { error: errors.value })}
          onChange={(event) => setValue(event.target.value)}
        />
      </Field>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.button} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
          {busy ? 'Saving...' : setting ? 'Save Setting' : 'Add Setting'}
        </button>
      </div>
    </form>
  )
}

/** /admin/brand-settings: list, add, edit and delete brand image assets. */
export function BrandSettingsManager({ initialSettings }: { initialSettings: BrandSetting[] }) {
  const { toast } = useToast()
  const [settings, setSettings] = useState(initialSettings)
  const [editing, setEditing] = useState<{ setting: BrandSetting | null } | null>(null)
  const [deleting, setDeleting] = useState<BrandSetting | null>(null)
  const [busy, setBusy] = useState(false)

  async function refresh() {
    const result = await getJson<{ settings: BrandSetting[] }>(API)
    if (result.ok) setSettings(result.data.settings)
  }

  async function save(form: FormData) {
    const setting = editing?.setting ?? null
    setBusy(true)
    const result = setting ? await putForm(`${API}/${encodeURIComponent(setting.key)}`, form) : await postForm(API, form)
    setBusy(false)
    if (!result.ok) {
      toast(failureToast('Error', result.message, setting ? 'Failed to update brand setting' : 'Failed to create brand setting'))
      return
    }
    toast({ title: 'Success', description: setting ? 'Brand setting updated' : 'Brand setting created' })
    setEditing(null)
    await refresh()
  }

  async function remove() {
    if (!deleting) return
    setBusy(true)
    const result = await sendJson('DELETE', `${API}/${encodeURIComponent(deleting.key)}`)
    setBusy(false)
    if (!result.ok) {
      toast(failureToast('Error', result.message, 'Failed to delete brand setting'))
      return
    }
    toast({ title: 'Success', description: 'Brand setting deleted' })
    setDeleting(null)
    await refresh()
  }

  return (
    <>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>Brand Settings</h1>
          <p className={styles.subtitle}>Favicon, social sharing image, logos and other brand assets.</p>
        </div>
        <div className={styles.actions}>
          <Link className={styles.button} href="/admin/dashboard">
            Back to Dashboard
          </Link>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setEditing({ setting: null })}>
            Add Setting
          </button>
        </div>
      </div>

      {settings.length === 0 ? <p className={styles.notice}>No brand settings yet.</p> : null}
      <ul className={styles.grid} aria-label="Brand settings">
        {settings.map((setting) => (
          <li key={setting.id} className={styles.card}>
            <h2 className={styles.cardTitle}>
              {setting.key} <span className={styles.badge}>{brandBadgeOf(setting.key)}</span>
            </h2>
            {setting.description ? <p className={styles.meta}>{setting.description}</p> : null}
            {/* eslint-disable-next-line @next/next/no-img-element -- an admin preview of any asset URL */}
            <img src={setting.value} alt={setting.description || setting.key} className={styles.thumb} />
            <p className={styles.meta}>
              <a href={setting.value} target="_blank" rel="noreferrer">
                {setting.value}
              </a>
            </p>
            {setting.lastUpdated ? <p className={styles.meta}>Updated {new Date(setting.lastUpdated).toLocaleString()}</p> : null}
            <div className={styles.actions}>
              <button type="button" className={`${styles.button} ${styles.small}`} onClick={() => setEditing({ setting })}>
                Edit<span className={styles.srOnly}> {setting.key}</span>
              </button>
              <button type="button" className={`${styles.button} ${styles.small} ${styles.danger}`} onClick={() => setDeleting(setting)}>
                Delete<span className={styles.srOnly}> {setting.key}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>

      <Dialog open={editing !== null} title={editing?.setting ? 'Edit Brand Setting' : 'Add Brand Setting'} onClose={() => setEditing(null)}>
        {editing ? (
          <BrandSettingForm
            key={editing.setting?.key ?? 'new'}
            setting={editing.setting}
            busy={busy}
            onSubmit={(form) => void save(form)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete brand setting"
        message={`Delete "${deleting?.key ?? ''}"? Pages using it fall back to their defaults.`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
