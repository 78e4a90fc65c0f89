'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { useToast } from '@/admin/shared/toast'
import { patchJson } from '@/lib/http/client'
import {
  EXTRACTION_METHODS,
  FLAMES_MAX,
  FLAMES_MIN,
  GENETICS,
  INDUSTRIES,
  labelFor,
  PRODUCT_CATEGORIES,
  ROSIN_TYPES,
  SUBMISSION_STATUSES,
} from '@/lib/validation/options'
import { FLAME_LABELS, productSubmissionSchema } from '@/lib/validation/product'
import { ADMIN_TOASTS, HIDDEN_NAME_LABEL } from '@/lib/validation/texts'
import type { HeadstashSubmission } from '@/payload-types'
import form from '../../shared/form.module.css'
import styles from '../dashboard.module.css'


const TEXT_FIELDS = [
  'name',
  'genetics',
  'breeder',
  'rosinType',
  'extractionMethod',
  'edibleType',
  'thcContent',
  'cbdContent',
  'whereAcquired',
  'flavorNotes',
  'vibe',
  'effects',
  'imageUrl',
  'submittedBy',
  'submitterEmail',
  'location',
  'industry',
  'role',
  'reviewNotes',
  'category',
  'status',
] as const

type TextField = (typeof TEXT_FIELDS)[number]
type Draft = Record<TextField, string> & { flames: number; displayName: boolean }

const draftOf = (submission: HeadstashSubmission): Draft => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, String(submission[field] ?? '')])) as Record<TextField, string>),
  flames: submission.flames,
  displayName: submission.displayName !== false,
})

const FLAME_OPTIONS = Array.from({ length: FLAMES_MAX - FLAMES_MIN + 1 }, (_, index) => FLAMES_MIN + index)

interface Props {
  submission: HeadstashSubmission
  onClose: () => void
  onSaved: () => Promise<void>
}

/** "Edit WIYHS Submission" (admin-area.txt section 2): every field plus the review status. */
export function SubmissionEditDialog({ submission, onClose, onSaved }: Props) {
  const { toast } = useToast()
  const dialog = useRef<HTMLDialogElement>(null)
  const [draft, setDraft] = useState<Draft>(() => draftOf(submission))
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [saving, setSaving] = useState(false)
  // Remembers which URL failed, so editing the URL gives the new one a chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null)

  useEffect(() => {
    dialog.current?.showModal()
  }, [])

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft((current) => ({ ...current, [field]: value }))

  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The shared schema ignores the review fields (status, notes) it does not know.
    const parsed = productSubmissionSchema.safeParse(draft)
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message
      setErrors(next)
      return
    }
    setErrors({})
    setSaving(true)
    // Only what the operator changed is sent (PATCH is partial, decision 16): a field left alone is
    // never rewritten, whatever another operator or tool did to it meanwhile.
    const initial = draftOf(submission)
    const changed = Object.fromEntries(Object.entries(draft).filter(([field, value]) => initial[field as keyof Draft] !== value))
    const result = await patchJson(`/api/admin/headstash-submissions/${submission.id}`, changed)
    setSaving(false)
    if (!result.ok) {
      toast({ title: ADMIN_TOASTS.updateFailed, description: result.message ?? ADMIN_TOASTS.submissionUpdateFallback, variant: 'destructive' })
      return
    }
    toast({ title: ADMIN_TOASTS.submissionUpdated })
    await onSaved()
  }

  const text = (field: TextField, label: string, options: { required?: boolean; type?: string; multiline?: boolean } = {}) => {
    const id = `edit-${field}`
    const error = errors[field]
    const common = {
      id,
      className: form.input,
      value: draft[field],
      required: options.required,
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `${id}-error` : undefined,
    }
    return (
      <div className={form.field}>
        <label htmlFor={id} className={form.label}>
          {label}
          {options.required ? ' *' : ''}
        </label>
        {options.multiline ? (
          <textarea {...common} rows={3} onChange={(event) => set(field, event.target.value)} />
        ) : (
          <input {...common} type={options.type ?? 'text'} onChange={(event) => set(field, event.target.value)} />
        )}
        {error ? (
          <p id={`${id}-error`} className={form.error}>
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  const select = (field: TextField, label: string, values: readonly string[], options: { required?: boolean; blank?: boolean } = {}) => {
    const id = `edit-${field}`
    const error = errors[field]
    return (
      <div className={form.field}>
        <label htmlFor={id} className={form.label}>
          {label}
          {options.required ? ' *' : ''}
        </label>
        <select
          id={id}
          className={form.input}
          value={draft[field]}
          required={options.required}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => set(field, event.target.value)}
        >
          {options.blank ? <option value="">Not set</option> : null}
          {values.map((value) => (
            <option key={value} value={value}>
              {labelFor(value)}
            </option>
          ))}
        </select>
        {error ? (
          <p id={`${id}-error`} className={form.error}>
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="edit-submission-title"
      aria-describedby="edit-submission-subtitle"
      // Escape closes the native dialog; the draft goes with it, like Cancel.
      onClose={onClose}
    >
      <form className={styles.dialogBody} onSubmit={save} noValidate>
        <div>
          <h2 id="edit-submission-title" className={styles.dialogTitle}>
            Edit WIYHS Submission
          </h2>
          <p id="edit-submission-subtitle" className={styles.dialogSubtitle}>
            Update submission details and modify any field after submission.
          </p>
        </div>

        {draft.imageUrl ? (
          failedUrl === draft.imageUrl ? (
            <p className={styles.imageMissing}>Image not found</p>
          ) : (
            // Submission images are site paths or bucket URLs of any host, not next/image sources.
            // eslint-disable-next-line @next/next/no-img-element
            <img className={styles.thumb} src={draft.imageUrl} alt={`Photo of ${draft.name}`} onError={() => setFailedUrl(draft.imageUrl)} />
          )
        ) : null}

        <div className={styles.fieldGrid}>
          {text('name', 'Product Name', { required: true })}
          {select('category', 'Category', PRODUCT_CATEGORIES, { required: true })}
          {select('status', 'Status', SUBMISSION_STATUSES)}
          <div className={form.field}>
            <label htmlFor="edit-flames" className={form.label}>
              Flames Rating (1-5) *
            </label>
            <select id="edit-flames" className={form.input} value={draft.flames} required onChange={(event) => set('flames', Number(event.target.value))}>
              {FLAME_OPTIONS.map((value) => (
                <option key={value} value={value}>
                  {value} – {FLAME_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          {select('genetics', 'Genetics', GENETICS, { blank: true })}
          {text('breeder', 'Breeder')}
          {select('rosinType', 'Rosin Type', ROSIN_TYPES, { blank: true })}
          {select('extractionMethod', 'Extraction Method', EXTRACTION_METHODS, { blank: true })}
          {text('edibleType', 'Edible Type')}
          {text('thcContent', 'THC Content')}
          {text('cbdContent', draft.category === 'flower' ? 'Terpene Percentage' : 'CBD Content')}
          {text('whereAcquired', 'Where Acquired', { required: true })}
          {text('vibe', 'Vibe')}
          {text('location', 'Location', { required: true })}
          {select('industry', 'Industry', INDUSTRIES, { required: true })}
          {text('role', 'Role')}
          {text('submittedBy', 'Submitted By')}
          {text('submitterEmail', 'Submitter Email', { type: 'email' })}
        </div>
        {text('flavorNotes', 'Flavor Notes', { multiline: true })}
        {text('effects', 'Effects', { multiline: true })}
        {text('imageUrl', 'Image URL')}
        <label className={styles.check}>
          <input type="checkbox" checked={draft.displayName} onChange={(event) => set('displayName', event.target.checked)} />
          Show the submitter&apos;s name publicly
          {draft.displayName ? null : (
            <span className={styles.badge} data-tone="hidden">
              {HIDDEN_NAME_LABEL}: The Cloud shows Anonymous
            </span>
          )}
        </label>
        {text('reviewNotes', 'Review Notes', { multiline: true })}

        <div className={styles.footer}>
          <button type="button" className={form.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={form.primary} disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </dialog>
  )
}
