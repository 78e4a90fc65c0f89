'use client'

import { Button } from '@payloadcms/ui'
import { InputField } from '@/admin/shared/InputField'
import styles from '../../shared/admin.module.css'
import type { ImageField } from './episodeForm'
import type { EpisodeEditorState } from './useEpisodeEditor'

const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp'
const AUDIO_TYPES = 'audio/mpeg,audio/mp4,audio/x-m4a,.mp3,.m4a'

/** A URL field with an upload beside it and a preview of whatever the URL shows. */
function ImageInput({ editor, field, label }: { editor: EpisodeEditorState; field: ImageField; label: string }) {
  const { form, uploading } = editor
  const url = form.watch(field)
  const id = `episode-${field}`
  return (
    <div className={styles.field}>
      <InputField id={id} label={`${label} URL`} type="url" error={form.formState.errors[field]} registration={form.register(field)} />
      <label htmlFor={`${id}-file`} className={styles.label}>
        Upload {label.toLowerCase()}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={IMAGE_TYPES}
        disabled={uploading !== null}
        onChange={(event) => {
          editor.uploadImage(field, event.target.files?.[0])
          event.target.value = ''
        }}
      />
      {uploading === field ? <p className={styles.hint}>Uploading…</p> : null}
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- an admin preview of any URL, not a page image
        <img src={url} alt={`${label} preview`} className={styles.thumb} />
      ) : null}
    </div>
  )
}

/** Player embed, audio file or URL, and the two images. */
export function EpisodeMediaSection({ editor }: { editor: EpisodeEditorState }) {
  const { form, uploading, audioInfo } = editor
  const { errors } = form.formState
  const audioFile = form.watch('audioFile')
  return (
    <section className={styles.section} aria-labelledby="episode-media">
      <h2 id="episode-media" className={styles.sectionTitle}>
        Media
      </h2>
      <InputField
        id="episode-descriptEmbed"
        label="Player embed code"
        multiline
        hint="An <iframe> from Descript, YouTube, Spotify, Apple Podcasts or SoundCloud; anything else is removed on save."
        error={errors.descriptEmbed}
        registration={form.register('descriptEmbed')}
      />
      <div className={styles.field}>
        <label htmlFor="episode-audioFile" className={styles.label}>
          Upload audio (MP3 or M4A)
        </label>
        <input
          id="episode-audioFile"
          type="file"
          accept={AUDIO_TYPES}
          disabled={uploading !== null}
          onChange={(event) => {
            editor.uploadAudio(event.target.files?.[0])
            event.target.value = ''
          }}
        />
        {uploading === 'audio' ? <p className={styles.hint}>Uploading…</p> : null}
        {audioFile !== null ? (
          <p className={styles.hint}>
            {audioInfo ?? `Uploaded audio file #${audioFile}`}{' '}
            <Button buttonStyle="secondary" size="small" margin={false} onClick={editor.removeAudio}>
              Remove audio file
            </Button>
          </p>
        ) : null}
      </div>
      <InputField id="episode-audioUrl" label="Audio URL" type="url" hint="Used when no audio file is uploaded." error={errors.audioUrl} registration={form.register('audioUrl')} />
      <div className={styles.formGrid}>
        <ImageInput editor={editor} field="mainImage" label="Main image" />
        <ImageInput editor={editor} field="thumbnailImage" label="Thumbnail image" />
      </div>
    </section>
  )
}
