'use client'

import type React from 'react'
import { SelectField, TextField } from '@/admin/shared/FormField'
import layout from '@/admin/shared/layout.module.css'
import { EPISODE_STATUSES } from '@/lib/publishing/state'
import { toOptions } from '@/lib/forms/options'
import type { EpisodeEditorState } from './useEpisodeEditor'

type ChangeEvent = React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>

/** Number, title, slug, status, date, summary and takeaways. */
export function EpisodeBasicsSection({ editor }: { editor: EpisodeEditorState }) {
  const { form, follows, isEdit } = editor
  const field = { form, idPrefix: 'episode' } as const
  return (
    <fieldset className={layout.fieldset}>
      <legend>Episode</legend>
      <div className={layout.formGrid}>
        <TextField
          {...field}
          name="episodeNumber"
          label="Episode number"
          required
          type="number"
          min={1}
          registerOptions={{ valueAsNumber: true, onChange: (event: ChangeEvent) => follows.episodeNumber(event.target.value) }}
        />
        <TextField
          {...field}
          name="title"
          label="Title"
          required
          registerOptions={{ onChange: (event: ChangeEvent) => follows.title(event.target.value) }}
        />
        <TextField
          {...field}
          name="slug"
          label="URL slug"
          required
          hint={isEdit ? 'Changing the slug changes the public URL.' : 'Built from the number and title; you can change it.'}
        />
        <SelectField
          {...field}
          name="status"
          label="Status"
          options={toOptions(EPISODE_STATUSES)}
          registerOptions={{ onChange: (event: ChangeEvent) => follows.status(event.target.value) }}
        />
        <TextField {...field} name="publishDate" label="Publish date" type="date" />
      </div>
      <TextField
        {...field}
        name="shortSummary"
        label="Short summary"
        required
        multiline
        registerOptions={{ onChange: (event: ChangeEvent) => follows.shortSummary(event.target.value) }}
      />
      <TextField
        {...field}
        name="takeawayLines"
        label="Key takeaways"
        multiline
        rows={4}
        hint="One takeaway per line; blank lines are dropped."
      />
    </fieldset>
  )
}
