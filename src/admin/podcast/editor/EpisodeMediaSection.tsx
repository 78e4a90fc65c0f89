'use client'

import { Button } from '@payloadcms/ui'
import { TextField } from '@/admin/shared/FormField'
import layout from '@/admin/shared/layout.module.css'
import type { ImageField } from './episodeForm'
import type { EpisodeEditorState } from './useEpisodeEditor'

const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp'
const AUDIO_TYPES = 'audio/mpeg,audio/mp4,audio/x-m4a,.mp3,.m4a'

/** A file input that uploads on choice and is cleared again, so the same file can be chosen twice. */
function UploadInput({
  id,
  label,
  accept,
  editor,
  onFile,
}: {
  id: string
  label: string
  accept: string
  editor: EpisodeEditorState
  onFile: (file: File | undefined) => void
}) {
  return (
    <div className={layout.field}>
      <label htmlFor={id} className={layout.label}>
        {label}
      </label>
      <input
        id={id}
        className={layout.input}
        type="file"
        accept={accept}
        disabled={editor.uploading !== null}
        onChange={(event) => {
          onFile(event.target.files?.[0])
          event.target.value = ''
        }}
      />
    </div>
  )
}

/** A URL field with an upload beside it and a preview of whatever the URL shows. */
function ImageInput({ editor, field, label }: { editor: EpisodeEditorState; field: ImageField; label: string }) {
  const url = editor.form.watch(field)
  return (
    <div className={layout.field}>
      <TextField form={editor.form} idPrefix="episode" name={field} label={`${label} URL`} type="url" />
      <UploadInput
        id={`episode-${field}-file`}
        label={`Upload ${label.toLowerCase()}`}
        accept={IMAGE_TYPES}
        editor={editor}
        onFile={(file) => editor.uploadImage(field, file)}
      />
      {editor.uploading === field ? <p className={layout.hint}>Uploading…</p> : null}
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- an admin preview of any URL, not a page image
        <img src={url} alt={`${label} preview`} className={layout.thumb} />
      ) : null}
    </div>
  )
}

/** Player embed, audio file or URL, and the two images. */
export function EpisodeMediaSection({ editor }: { editor: EpisodeEditorState }) {
  const { form, uploading, audioInfo } = editor
  const audioFile = form.watch('audioFile')
  return (
    <fieldset className={layout.fieldset}>
      <legend>Media</legend>
      <TextField
        form={form}
        idPrefix="episode"
        name="descriptEmbed"
        label="Player embed code"
        multiline
        hint="An <iframe> from Descript, YouTube, Spotify, Apple Podcasts or SoundCloud; anything else is removed on save."
      />
      <UploadInput
        id="episode-audioFile"
        label="Upload audio (MP3 or M4A)"
        accept={AUDIO_TYPES}
        editor={editor}
        onFile={editor.uploadAudio}
      />
      {uploading === 'audio' ? <p className={layout.hint}>Uploading…</p> : null}
      {audioFile !== null ? (
        <div className={layout.check}>
          <span className={layout.hint}>{audioInfo ?? `Uploaded audio file #${audioFile}`}</span>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={editor.removeAudio}>
            Remove audio file
          </Button>
        </div>
      ) : null}
      <TextField form={form} idPrefix="episode" name="audioUrl" label="Audio URL" type="url" hint="Used when no audio file is uploaded." />
      <div className={layout.formGrid}>
        <ImageInput editor={editor} field="mainImage" label="Main image" />
        <ImageInput editor={editor} field="thumbnailImage" label="Thumbnail image" />
      </div>
    </fieldset>
  )
}
