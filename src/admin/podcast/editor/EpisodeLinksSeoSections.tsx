'use client'

import { TextField } from '@/admin/shared/FormField'
import layout from '@/admin/shared/layout.module.css'
import { SEO_DESCRIPTION_MAX } from '@/lib/seo/options'
import type { EpisodeEditorState } from './useEpisodeEditor'

/** Show notes and the two calls to action. */
export function EpisodeLinksSection({ editor }: { editor: EpisodeEditorState }) {
  const field = { form: editor.form, idPrefix: 'episode' } as const
  return (
    <fieldset className={layout.fieldset}>
      <legend>Show notes and links</legend>
      <TextField {...field} name="showNotesLinks" label="Show notes links" multiline />
      <div className={layout.formGrid}>
        <TextField {...field} name="ctaNewsletterUrl" label="Newsletter CTA URL" />
        <TextField {...field} name="ctaStrainArchiveUrl" label="Strain archive CTA URL" />
      </div>
    </fieldset>
  )
}

/** Meta title and description, both following the content until edited. */
export function EpisodeSeoSection({ editor }: { editor: EpisodeEditorState }) {
  const field = { form: editor.form, idPrefix: 'episode' } as const
  const descriptionLength = editor.form.watch('metaDescription').length
  return (
    <fieldset className={layout.fieldset}>
      <legend>SEO</legend>
      <TextField {...field} name="metaTitle" label="Meta title" hint="Follows the title automatically." />
      <TextField
        {...field}
        name="metaDescription"
        label="Meta description"
        multiline
        hint={
          <span className={descriptionLength > SEO_DESCRIPTION_MAX ? layout.error : undefined}>
            {descriptionLength}/{SEO_DESCRIPTION_MAX} characters · follows the summary automatically
          </span>
        }
      />
    </fieldset>
  )
}
