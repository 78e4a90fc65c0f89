'use client'

import type React from 'react'
import { InputField, SelectField } from '@/admin/shared/InputField'
import { EPISODE_STATUSES, toOptions } from '@/lib/validation/options'
import styles from '../../shared/admin.module.css'
import type { EpisodeEditorState } from './useEpisodeEditor'

type ChangeEvent = React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>

/** Number, title, slug, status, date, summary and takeaways. */
export function EpisodeBasicsSection({ editor }: { editor: EpisodeEditorState }) {
  const { form, follows, isEdit } = editor
  const { register } = form
  const { errors } = form.formState
  return (
    <section className={styles.section} aria-labelledby="episode-basics">
      <h2 id="episode-basics" className={styles.sectionTitle}>
        Episode
      </h2>
      <div className={styles.formGrid}>
        <InputField
          id="episode-episodeNumber"
          label="Episode number"
          required
          type="number"
          min={1}
          error={errors.episodeNumber}
          registration={register('episodeNumber', { valueAsNumber: true, onChange: (event: ChangeEvent) => follows.episodeNumber(event.target.value) })}
        />
        <InputField
          id="episode-title"
          label="Title"
          required
          error={errors.title}
          registration={register('title', { onChange: (event: ChangeEvent) => follows.title(event.target.value) })}
        />
        <InputField
          id="episode-slug"
          label="URL slug"
          required
          error={errors.slug}
          hint={isEdit ? 'Changing the slug changes the public URL.' : 'Built from the number and title; you can change it.'}
          registration={register('slug')}
        />
        <SelectField
          id="episode-status"
          label="Status"
          options={toOptions(EPISODE_STATUSES)}
          registration={register('status', { onChange: (event: ChangeEvent) => follows.status(event.target.value) })}
        />
        <InputField id="episode-publishDate" label="Publish date" type="date" error={errors.publishDate} registration={register('publishDate')} />
      </div>
      <InputField
        id="episode-shortSummary"
        label="Short summary"
        required
        multiline
        error={errors.shortSummary}
        registration={register('shortSummary', { onChange: (event: ChangeEvent) => follows.shortSummary(event.target.value) })}
      />
      <InputField
        id="episode-takeaways"
        label="Key takeaways"
        multiline
        hint="One takeaway per line; blank lines are dropped."
        error={errors.takeawayLines}
        registration={register('takeawayLines')}
      />
    </section>
  )
}
