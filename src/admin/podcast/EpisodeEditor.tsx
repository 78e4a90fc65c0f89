'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useState } from 'react'
import { useToast } from '@/admin/shared/toast'
import { postForm, postJson, sendJson } from '@/lib/http/client'
import { buildEpisodeSlug, buildMetaDescription, buildMetaTitle, takeawaysFromLines } from '@/lib/podcast/builders'
import { EPISODE_DELETE_WORD, episodeSchema } from '@/lib/validation/admin'
import { DEFAULT_STRAIN_ARCHIVE_CTA, EPISODE_STATUSES, labelFor, SEO_DESCRIPTION_MAX } from '@/lib/validation/options'
import type { PodcastEpisode } from '@/payload-types'
import { Dialog } from '../shared/ConfirmDialog'
import { describedBy, Field, failureToast, fieldErrorsOf, type FieldErrors } from '../shared/forms'
import styles from '../shared/admin.module.css'

const API = '/api/admin/podcast/episodes'
const PUBLIC_EPISODE_PATH = '/herban-conversations'

type Status = (typeof EPISODE_STATUSES)[number]
type ImageField = 'mainImage' | 'thumbnailImage'

interface EpisodeForm {
  episodeNumber: number
  title: string
  slug: string
  shortSummary: string
  descriptEmbed: string
  audioUrl: string
  /** Media id of the uploaded audio file; it wins over audioUrl on the site and in the feed. */
  audioFile: number | null
  takeawayLines: string
  showNotesLinks: string
  ctaNewsletterUrl: string
  ctaStrainArchiveUrl: string
  mainImage: string
  thumbnailImage: string
  publishDate: string
  status: Status
  metaTitle: string
  metaDescription: string
}

/** What the editor shows of an uploaded audio file. */
const audioLabel = (file: { filename?: string | null; duration?: number | null } | number | null | undefined): string | null => {
  if (file == null) return null
  if (typeof file === 'number') return `Uploaded audio file #${file}`
  const length = file.duration ? ` (${Math.floor(file.duration / 60)}:${String(Math.round(file.duration % 60)).padStart(2, '0')})` : ''
  return `${file.filename ?? 'Uploaded audio file'}${length}`
}

const formFrom = (episode: PodcastEpisode | null): EpisodeForm => ({
  episodeNumber: episode?.episodeNumber ?? 1,
  title: episode?.title ?? '',
  slug: episode?.slug ?? '',
  shortSummary: episode?.shortSummary ?? '',
  descriptEmbed: episode?.descriptEmbed ?? '',
  audioUrl: episode?.audioUrl ?? '',
  audioFile: (typeof episode?.audioFile === 'object' ? episode.audioFile?.id : episode?.audioFile) ?? null,
  takeawayLines: (episode?.bulletTakeaways ?? []).join('\n'),
  showNotesLinks: episode?.showNotesLinks ?? '',
  ctaNewsletterUrl: episode?.ctaNewsletterUrl ?? '',
  ctaStrainArchiveUrl: episode?.ctaStrainArchiveUrl ?? DEFAULT_STRAIN_ARCHIVE_CTA,
  mainImage: episode?.mainImage ?? '',
  thumbnailImage: episode?.thumbnailImage ?? '',
  // <input type="date"> shows and returns YYYY-MM-DD; the schema turns it back into an ISO date.
  publishDate: episode?.publishDate ? episode.publishDate.slice(0, 10) : '',
  status: episode?.status ?? 'draft',
  metaTitle: episode?.metaTitle ?? '',
  metaDescription: episode?.metaDescription ?? '',
})

/** Today as <input type="date"> shows it (the editor's local day). */
const todayInputDate = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

/** The request body: the form as the API takes it, takeaways as a list with blank lines dropped. */
const bodyOf = ({ takeawayLines, ...form }: EpisodeForm) => ({ ...form, bulletTakeaways: takeawaysFromLines(takeawayLines) })

/** Create and edit form of a podcast episode (admin-area.txt sections 2, 4, 5). */
export function EpisodeEditor({ episode }: { episode: PodcastEpisode | null }) {
  const router = useRouter()
  const { toast } = useToast()
  const isEdit = episode !== null
  const [form, setForm] = useState<EpisodeForm>(() => formFrom(episode))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)
  const [uploading, setUploading] = useState<ImageField | 'audio' | null>(null)
  const [audioInfo, setAudioInfo] = useState<string | null>(() => audioLabel(episode?.audioFile))
  const [deleteOpen, setDeleteOpen] = useState(false)
  const [deleteText, setDeleteText] = useState('')
  const [deleting, setDeleting] = useState(false)

  // An error belongs to the value it was found in: editing a field (or a field derived from it) clears it,
  // instead of leaving "X is required" under a filled field until the next submit.
  // Keys are the schema's (the takeaway lines are checked as bulletTakeaways).
  const clearErrors = (...keys: string[]) =>
    setErrors((current) => (keys.some((key) => key in current) ? Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))) : current))

  const set = <K extends keyof EpisodeForm>(key: K, value: EpisodeForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }))
    clearErrors(key === 'takeawayLines' ? 'bulletTakeaways' : key)
  }

  // Publishing without a date dates the episode today (the server does the same for any other client).
  const setStatus = (status: Status) => {
    setForm((current) => ({ ...current, status, publishDate: status === 'published' && !current.publishDate ? todayInputDate() : current.publishDate }))
    clearErrors('status', 'publishDate')
  }

  // The slug follows number and title only while creating: a published episode's URL never moves.
  const setTitle = (title: string) => {
    setForm((current) => ({
      ...current,
      title,
      metaTitle: buildMetaTitle(title),
      slug: isEdit ? current.slug : buildEpisodeSlug(current.episodeNumber, title),
    }))
    clearErrors('title', 'metaTitle', 'slug')
  }

  const setNumber = (raw: string) => {
    const episodeNumber = Math.max(1, Number.parseInt(raw, 10) || 1)
    setForm((current) => ({ ...current, episodeNumber, slug: isEdit ? current.slug : buildEpisodeSlug(episodeNumber, current.title) }))
    clearErrors('episodeNumber', 'slug')
  }

  const setSummary = (shortSummary: string) => {
    setForm((current) => ({ ...current, shortSummary, metaDescription: buildMetaDescription(shortSummary) }))
    clearErrors('shortSummary', 'metaDescription')
  }

  async function save(event: React.FormEvent) {
    event.preventDefault()
    const parsed = episodeSchema.safeParse(bodyOf(form))
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      return
    }
    setErrors({})
    setSaving(true)
    const result = isEdit
      ? await sendJson<{ episode: PodcastEpisode }>('PUT', `${API}/${episode.id}`, bodyOf(form))
      : await postJson<{ episode: PodcastEpisode }>(API, bodyOf(form))
    setSaving(false)
    if (!result.ok) {
      toast(failureToast('Error', result.message, isEdit ? 'Failed to update episode' : 'Failed to create episode'))
      return
    }
    toast({ title: 'Success', description: isEdit ? 'Episode updated' : 'Episode created' })
    if (isEdit) router.refresh()
    else router.push(`/admin/podcast/episodes/${result.data.episode.id}/edit`)
  }

  async function upload(field: ImageField, file: File | undefined) {
    if (!file) return
    const body = new FormData()
    body.append('image', file)
    setUploading(field)
    const result = await postForm<{ imageUrl: string; originalSize?: number }>(`${API}/upload-image`, body)
    setUploading(null)
    if (!result.ok) {
      toast(failureToast('Error', result.message, 'Failed to upload image'))
      return
    }
    set(field, result.data.imageUrl)
    toast({ title: 'Success', description: 'Image uploaded' })
  }

  async function uploadAudio(file: File | undefined) {
    if (!file) return
    const body = new FormData()
    body.append('audio', file)
    setUploading('audio')
    const result = await postForm<{ audioFile: { id: number; filename?: string | null; duration?: number | null } }>(`${API}/upload-audio`, body)
    setUploading(null)
    if (!result.ok) {
      toast(failureToast('Error', result.message, 'Failed to upload audio'))
      return
    }
    set('audioFile', result.data.audioFile.id)
    setAudioInfo(audioLabel(result.data.audioFile))
    toast({ title: 'Success', description: 'Audio uploaded' })
  }

  async function remove() {
    if (!isEdit || deleteText !== EPISODE_DELETE_WORD) return
    setDeleting(true)
    const result = await sendJson('DELETE', `${API}/${episode.id}`, { confirmText: deleteText })
    setDeleting(false)
    if (!result.ok) {
      toast(failureToast('Error', result.message, 'Failed to delete episode'))
      return
    }
    setDeleteOpen(false)
    router.push('/admin')
  }

  const text = (key: Exclude<keyof EpisodeForm, 'episodeNumber' | 'status' | 'audioFile'>, label: string, options: { required?: boolean; type?: string; hint?: string; onChange?: (value: string) => void } = {}) => {
    const id = `episode-${key}`
    return (
      <Field id={id} label={label} required={options.required} error={errors[key]} hint={options.hint}>
        <input
          id={id}
          className={styles.input}
          type={options.type ?? 'text'}
          value={form[key]}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={describedBy(id, { hint: Boolean(options.hint), error: errors[key] })}
          onChange={(event) => (options.onChange ?? ((value: string) => set(key, value)))(event.target.value)}
        />
      </Field>
    )
  }

  const imageField = (key: ImageField, label: string) => {
    const id = `episode-${key}`
    return (
      <div className={styles.field}>
        {text(key, `${label} URL`, { type: 'url' })}
        <label htmlFor={`${id}-file`} className={styles.label}>
          Upload {label.toLowerCase()}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={uploading !== null}
          onChange={(event) => {
            void upload(key, event.target.files?.[0])
            event.target.value = ''
          }}
        />
        {uploading === key ? <p className={styles.hint}>Uploading…</p> : null}
        {form[key] ? (
          // eslint-disable-next-line @next/next/no-img-element -- an admin preview of any URL, not a page image
          <img src={form[key]} alt={`${label} preview`} className={styles.thumb} />
        ) : null}
      </div>
    )
  }

  const descriptionLength = form.metaDescription.length

  return (
    <>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{isEdit ? 'Edit Episode' : 'New Episode'}</h1>
          <p className={styles.subtitle}>Herban Conversations</p>
        </div>
        <div className={styles.actions}>
          {form.slug ? (
            <a className={styles.button} href={`${PUBLIC_EPISODE_PATH}/${form.slug}`} target="_blank" rel="noreferrer">
              Preview
            </a>
          ) : null}
          {isEdit ? (
            <button type="button" className={`${styles.button} ${styles.danger}`} onClick={() => setDeleteOpen(true)}>
              Delete Episode
            </button>
          ) : null}
        </div>
      </div>

      <form className={styles.form} onSubmit={save} noValidate>
        <section className={styles.section} aria-labelledby="episode-basics">
          <h2 id="episode-basics" className={styles.sectionTitle}>
            Episode
          </h2>
          <div className={styles.formGrid}>
            <Field id="episode-episodeNumber" label="Episode number" required error={errors.episodeNumber}>
              <input
                id="episode-episodeNumber"
                className={styles.input}
                type="number"
                min={1}
                step={1}
                value={form.episodeNumber}
                aria-describedby={describedBy('episode-episodeNumber', { error: errors.episodeNumber })}
                onChange={(event) => setNumber(event.target.value)}
              />
            </Field>
            {text('title', 'Title', { required: true, onChange: setTitle })}
            {text('slug', 'URL slug', {
              required: true,
              hint: isEdit ? 'Changing the slug changes the public URL.' : 'Built from the number and title; you can change it.',
            })}
            <Field id="episode-status" label="Status">
              <select id="episode-status" className={styles.select} value={form.status} onChange={(event) => setStatus(event.target.value as Status)}>
                {EPISODE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {labelFor(status)}
                  </option>
                ))}
              </select>
            </Field>
            {text('publishDate', 'Publish date', { type: 'date' })}
          </div>
          <Field id="episode-shortSummary" label="Short summary" required error={errors.shortSummary}>
            <textarea
              id="episode-shortSummary"
              className={styles.textarea}
              value={form.shortSummary}
              aria-invalid={errors.shortSummary ? true : undefined}
              aria-describedby={describedBy('episode-shortSummary', { error: errors.shortSummary })}
              onChange={(event) => setSummary(event.target.value)}
            />
          </Field>
          <Field id="episode-takeaways" label="Key takeaways" hint="One takeaway per line; blank lines are dropped." error={errors.bulletTakeaways}>
            <textarea
              id="episode-takeaways"
              className={styles.textarea}
              value={form.takeawayLines}
              aria-describedby={describedBy('episode-takeaways', { hint: true, error: errors.bulletTakeaways })}
              onChange={(event) => set('takeawayLines', event.target.value)}
            />
          </Field>
        </section>

        <section className={styles.section} aria-labelledby="episode-media">
          <h2 id="episode-media" className={styles.sectionTitle}>
            Media
          </h2>
          <Field
            id="episode-descriptEmbed"
            label="Player embed code"
            hint="An <iframe> from Descript, YouTube, Spotify, Apple Podcasts or SoundCloud; anything else is removed on save."
            error={errors.descriptEmbed}
          >
            <textarea
              id="episode-descriptEmbed"
              className={styles.textarea}
              value={form.descriptEmbed}
              aria-describedby={describedBy('episode-descriptEmbed', { hint: true, error: errors.descriptEmbed })}
              onChange={(event) => set('descriptEmbed', event.target.value)}
            />
          </Field>
          <div className={styles.field}>
            <label htmlFor="episode-audioFile" className={styles.label}>
              Upload audio (MP3 or M4A)
            </label>
            <input
              id="episode-audioFile"
              type="file"
              accept="audio/mpeg,audio/mp4,audio/x-m4a,.mp3,.m4a"
              disabled={uploading !== null}
              onChange={(event) => {
                void uploadAudio(event.target.files?.[0])
                event.target.value = ''
              }}
            />
            {uploading === 'audio' ? <p className={styles.hint}>Uploading…</p> : null}
            {form.audioFile !== null ? (
              <p className={styles.hint}>
                {audioInfo ?? `Uploaded audio file #${form.audioFile}`}{' '}
                <button
                  type="button"
                  className={`${styles.button} ${styles.small}`}
                  onClick={() => {
                    set('audioFile', null)
                    setAudioInfo(null)
                  }}
                >
                  Remove audio file
                </button>
              </p>
            ) : null}
          </div>
          {text('audioUrl', 'Audio URL', { type: 'url', hint: 'Used when no audio file is uploaded.' })}
          <div className={styles.formGrid}>
            {imageField('mainImage', 'Main image')}
            {imageField('thumbnailImage', 'Thumbnail image')}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="episode-links">
          <h2 id="episode-links" className={styles.sectionTitle}>
            Show notes and links
          </h2>
          <Field id="episode-showNotesLinks" label="Show notes links" error={errors.showNotesLinks}>
            <textarea
              id="episode-showNotesLinks"
              className={styles.textarea}
              value={form.showNotesLinks}
              onChange={(event) => set('showNotesLinks', event.target.value)}
            />
          </Field>
          <div className={styles.formGrid}>
            {text('ctaNewsletterUrl', 'Newsletter CTA URL')}
            {text('ctaStrainArchiveUrl', 'Strain archive CTA URL')}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="episode-seo">
          <h2 id="episode-seo" className={styles.sectionTitle}>
            SEO
          </h2>
          {text('metaTitle', 'Meta title', { hint: 'Follows the title automatically.' })}
          <Field
            id="episode-metaDescription"
            label="Meta description"
            error={errors.metaDescription}
            hint={
              <span className={descriptionLength > SEO_DESCRIPTION_MAX ? styles.over : undefined}>
                {descriptionLength}/{SEO_DESCRIPTION_MAX} characters · follows the summary automatically
              </span>
            }
          >
            <textarea
              id="episode-metaDescription"
              className={styles.textarea}
              value={form.metaDescription}
              aria-invalid={errors.metaDescription ? true : undefined}
              aria-describedby={describedBy('episode-metaDescription', { hint: true, error: errors.metaDescription })}
              onChange={(event) => set('metaDescription', event.target.value)}
            />
          </Field>
        </section>

        <div className={styles.actions}>
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={saving}>
            {saving ? 'Saving...' : isEdit ? 'Update Episode' : 'Create Episode'}
          </button>
        </div>
      </form>

      <Dialog
        open={deleteOpen}
        title="Delete episode"
        onClose={() => {
          setDeleteOpen(false)
          setDeleteText('')
        }}
      >
        <p>
          This permanently deletes episode {form.episodeNumber}: {form.title}. Type <strong>{EPISODE_DELETE_WORD}</strong> to confirm.
        </p>
        <Field id="episode-delete-confirm" label={`Type "${EPISODE_DELETE_WORD}" to confirm`}>
          <input
            id="episode-delete-confirm"
            className={styles.input}
            value={deleteText}
            autoComplete="off"
            onChange={(event) => setDeleteText(event.target.value)}
          />
        </Field>
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              setDeleteOpen(false)
              setDeleteText('')
            }}
          >
            Cancel
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.danger}`}
            disabled={deleteText !== EPISODE_DELETE_WORD || deleting}
            onClick={() => void remove()}
          >
            {deleting ? 'Deleting...' : 'Delete Episode'}
          </button>
        </div>
      </Dialog>
    </>
  )
}
