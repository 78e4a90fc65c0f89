'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { useToast } from '@/admin/shared/toast'
import { postJson } from '@/lib/http/client'
import { seoSettingSchema } from '@/lib/validation/admin'
import { ROBOTS_DIRECTIVES, SEO_DESCRIPTION_MAX, TWITTER_CARDS } from '@/lib/validation/options'
import { ADMIN_TOASTS } from '@/lib/validation/texts'
import type { SeoSetting } from '@/payload-types'
import form from '../../shared/form.module.css'
import styles from '../dashboard.module.css'

const TEXTS = ['pageRoute', 'title', 'description', 'keywords', 'ogTitle', 'ogDescription', 'ogImage', 'canonical', 'structuredData', 'twitterCard', 'robotsDirective'] as const
type TextKey = (typeof TEXTS)[number]
type Draft = Record<TextKey, string> & { isActive: boolean }

const draftOf = (setting: SeoSetting | null): Draft => ({
  ...(Object.fromEntries(TEXTS.map((key) => [key, String(setting?.[key] ?? '')])) as Record<TextKey, string>),
  twitterCard: setting?.twitterCard ?? 'summary_large_image',
  robotsDirective: setting?.robotsDirective ?? 'index, follow',
  isActive: setting?.isActive !== false,
})

interface Props {
  setting: SeoSetting | null
  onClose: () => void
  onSaved: () => Promise<void>
}

/** "New SEO Setting" / "Edit SEO Setting" (admin-area.txt section 2). Saving an existing route edits it. */
export function SeoSettingDialog({ setting, onClose, onSaved }: Props) {
  const { toast } = useToast()
  const dialog = useRef<HTMLDialogElement>(null)
  const [draft, setDraft] = useState<Draft>(() => draftOf(setting))
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const editing = setting !== null

  useEffect(() => {
    dialog.current?.showModal()
  }, [])

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }))

  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = seoSettingSchema.safeParse(draft)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null)
      return
    }
    setError(null)
    setSaving(true)
    const result = await postJson('/api/admin/seo-settings', parsed.data)
    setSaving(false)
    if (!result.ok) {
      toast({ title: ADMIN_TOASTS.saveFailed, description: result.message ?? ADMIN_TOASTS.seoSaveFallback, variant: 'destructive' })
      return
    }
    toast({ title: ADMIN_TOASTS.seoSaved })
    await onSaved()
  }

  const input = (key: TextKey, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className={form.field}>
      <label htmlFor={`seo-${key}`} className={form.label}>
        {label}
        {props.required ? ' *' : ''}
      </label>
      <input id={`seo-${key}`} className={form.input} value={draft[key]} onChange={(event) => set(key, event.target.value)} {...props} />
    </div>
  )

  const options = (key: TextKey, label: string, values: readonly string[]) => (
    <div className={form.field}>
      <label htmlFor={`seo-${key}`} className={form.label}>
        {label}
      </label>
      <select id={`seo-${key}`} className={form.input} value={draft[key]} onChange={(event) => set(key, event.target.value)}>
        {values.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </div>
  )

  const canSave = !saving && Boolean(draft.pageRoute.trim() && draft.title.trim() && draft.description.trim())

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="seo-dialog-title" onClose={onClose}>
      <form className={styles.dialogBody} onSubmit={save} noValidate>
        <h2 id="seo-dialog-title" className={styles.dialogTitle}>
          {editing ? 'Edit SEO Setting' : 'New SEO Setting'}
        </h2>

        <fieldset className={styles.fieldset}>
          <legend>Basic Settings</legend>
          {input('pageRoute', 'Page Route', { required: true, placeholder: '/about', readOnly: editing, 'aria-readonly': editing })}
          {input('title', 'Title', { required: true, placeholder: 'Page title' })}
          <div className={form.field}>
            <label htmlFor="seo-description" className={form.label}>
              Description *
            </label>
            <textarea
              id="seo-description"
              className={form.input}
              rows={3}
              required
              maxLength={SEO_DESCRIPTION_MAX}
              value={draft.description}
              aria-describedby="seo-description-count"
              onChange={(event) => set('description', event.target.value)}
            />
            <p id="seo-description-count" className={styles.counterHint}>
              {draft.description.length}/{SEO_DESCRIPTION_MAX}
            </p>
          </div>
          {input('keywords', 'Keywords', { placeholder: 'comma, separated, keywords' })}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>Social Media</legend>
          {input('ogTitle', 'Open Graph Title')}
          {input('ogDescription', 'Open Graph Description')}
          {input('ogImage', 'Open Graph Image URL', { placeholder: '/og-default.png' })}
          {options('twitterCard', 'Twitter Card', TWITTER_CARDS)}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>Advanced Settings</legend>
          {input('canonical', 'Canonical URL', { placeholder: '/live-stash' })}
          {options('robotsDirective', 'Robots', ROBOTS_DIRECTIVES)}
          <div className={form.field}>
            <label htmlFor="seo-structuredData" className={form.label}>
              Structured Data (JSON-LD)
            </label>
            <textarea
              id="seo-structuredData"
              className={form.input}
              rows={4}
              placeholder='{"@context": "https://schema.org", "@type": "WebPage", "url": "/"}'
              value={draft.structuredData}
              onChange={(event) => set('structuredData', event.target.value)}
            />
          </div>
          <label className={styles.check}>
            <input type="checkbox" checked={draft.isActive} onChange={(event) => set('isActive', event.target.checked)} />
            Active
          </label>
        </fieldset>

        {error ? (
          <p className={form.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.footer}>
          <button type="button" className={form.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={form.primary} disabled={!canSave}>
            Save SEO Setting
          </button>
        </div>
      </form>
    </dialog>
  )
}
