'use client'

import { InputField } from '@/admin/shared/InputField'
import { SEO_DESCRIPTION_MAX } from '@/lib/validation/options'
import styles from '../../shared/admin.module.css'
import type { EpisodeEditorState } from './useEpisodeEditor'

/** Show notes and the two calls to action. */
export function EpisodeLinksSection({ editor }: { editor: EpisodeEditorState }) {
  const { register, formState } = editor.form
  return (
    <section className={styles.section} aria-labelledby="episode-links">
      <h2 id="episode-links" className={styles.sectionTitle}>
        Show notes and links
      </h2>
      <InputField id="episode-showNotesLinks" label="Show notes links" multiline error={formState.errors.showNotesLinks} registration={register('showNotesLinks')} />
      <div className={styles.formGrid}>
        <InputField id="episode-ctaNewsletterUrl" label="Newsletter CTA URL" error={formState.errors.ctaNewsletterUrl} registration={register('ctaNewsletterUrl')} />
        <InputField
          id="episode-ctaStrainArchiveUrl"
          label="Strain archive CTA URL"
          error={formState.errors.ctaStrainArchiveUrl}
          registration={register('ctaStrainArchiveUrl')}
        />
      </div>
    </section>
  )
}

/** Meta title and description, both following the content until edited. */
export function EpisodeSeoSection({ editor }: { editor: EpisodeEditorState }) {
  const { register, formState, watch } = editor.form
  const descriptionLength = watch('metaDescription').length
  return (
    <section className={styles.section} aria-labelledby="episode-seo">
      <h2 id="episode-seo" className={styles.sectionTitle}>
        SEO
      </h2>
      <InputField id="episode-metaTitle" label="Meta title" hint="Follows the title automatically." error={formState.errors.metaTitle} registration={register('metaTitle')} />
      <InputField
        id="episode-metaDescription"
        label="Meta description"
        multiline
        error={formState.errors.metaDescription}
        registration={register('metaDescription')}
        hint={
          <span className={descriptionLength > SEO_DESCRIPTION_MAX ? styles.over : undefined}>
            {descriptionLength}/{SEO_DESCRIPTION_MAX} characters · follows the summary automatically
          </span>
        }
      />
    </section>
  )
}
