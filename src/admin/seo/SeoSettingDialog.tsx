'use client'

import { Button } from '@payloadcms/ui'
import { postJson } from '@/lib/http/client'
import { seoSettingSchema } from '@/lib/seo/schema'
import { ROBOTS_DIRECTIVES, SEO_DESCRIPTION_MAX, TWITTER_CARDS } from '@/lib/seo/options'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import type { SeoSetting } from '@/payload-types'
import { AdminModal, useAdminModal } from '../shared/AdminModal'
import { CheckboxField, SelectField, TextField } from '../shared/FormField'
import layout from '../shared/layout.module.css'
import { useAdminMutation } from '../shared/mutation'
import { adminKeys } from '../shared/query'
import { useZodForm } from '../shared/useZodForm'
import { SEO_SETTINGS_URL } from './api'
import { SEO_FIELD_LABELS } from '@/lib/seo/labels'
import { SEO_ROUTES } from '@/lib/seo/presets'

export const SEO_DIALOG_SLUG = 'seo-setting'

/** The preset routes, offered as the page route's suggestions: only they can carry an override. */
const SEO_ROUTE_LIST = 'seo-preset-routes'

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
const TEXT_KEYS = [
  'pageRoute',
  'title',
  'description',
  'keywords',
  'ogTitle',
  'ogDescription',
  'ogImage',
  'canonical',
  'structuredData',
] as const

const valuesOf = (setting: SeoSetting | null) => ({
  ...(Object.fromEntries(TEXT_KEYS.map((key) => [key, String(setting?.[key] ?? '')])) as Record<(typeof TEXT_KEYS)[number], string>),
  twitterCard: setting?.twitterCard ?? 'summary_large_image',
  robotsDirective: setting?.robotsDirective ?? 'index, follow',
  isActive: setting?.isActive !== false,
})

/** "New SEO Setting" / "Edit SEO Setting". `setting` null creates one. */
export function SeoSettingDialog({ setting }: { setting: SeoSetting | null | undefined }) {
  return (
    <AdminModal slug={SEO_DIALOG_SLUG} title={setting ? 'Edit SEO Setting' : 'New SEO Setting'}>
      {setting !== undefined ? <SeoSettingForm key={setting?.id ?? 'new'} setting={setting} /> : null}
    </AdminModal>
  )
}

function SeoSettingForm({ setting }: { setting: SeoSetting | null }) {
  const modal = useAdminModal(SEO_DIALOG_SLUG)
  const form = useZodForm(seoSettingSchema, { defaultValues: valuesOf(setting) })
  const description = String(form.watch('description') ?? '')

  // Saving an existing route edits it: the endpoint upserts by page route.
  const save = useAdminMutation({
    request: (data: unknown) => postJson(SEO_SETTINGS_URL, data),
    failure: { title: ADMIN_TOASTS.saveFailed, fallback: ADMIN_TOASTS.seoSaveFallback },
    success: { title: ADMIN_TOASTS.seoSaved },
    invalidates: adminKeys.seo,
    onSuccess: modal.close,
  })

  const field = { form, idPrefix: 'seo' } as const
  return (
    <form className={layout.form} onSubmit={form.handleSubmit((data) => save.mutate(data))} noValidate>
      <fieldset className={layout.fieldset}>
        <legend>Basic Settings</legend>
        <TextField
          {...field}
          name="pageRoute"
          label={SEO_FIELD_LABELS.pageRoute}
          required
          placeholder="/about"
          readOnly={setting !== null}
          list={SEO_ROUTE_LIST}
        />
        <datalist id={SEO_ROUTE_LIST}>
          {SEO_ROUTES.map((route) => (
            <option key={route} value={route} />
          ))}
        </datalist>
        <TextField {...field} name="title" label={SEO_FIELD_LABELS.title} required placeholder="Page title" />
        <TextField
          {...field}
          name="description"
          label={SEO_FIELD_LABELS.description}
          required
          multiline
          maxLength={SEO_DESCRIPTION_MAX}
          hint={`${description.length}/${SEO_DESCRIPTION_MAX}`}
        />
        <TextField {...field} name="keywords" label={SEO_FIELD_LABELS.keywords} placeholder="comma, separated, keywords" />
      </fieldset>
      <fieldset className={layout.fieldset}>
        <legend>Social Media</legend>
        <TextField {...field} name="ogTitle" label={SEO_FIELD_LABELS.ogTitle} />
        <TextField {...field} name="ogDescription" label={SEO_FIELD_LABELS.ogDescription} />
        <TextField {...field} name="ogImage" label={SEO_FIELD_LABELS.ogImage} placeholder="/og-default.png" />
        <SelectField {...field} name="twitterCard" label={SEO_FIELD_LABELS.twitterCard} options={asOptions(TWITTER_CARDS)} />
      </fieldset>
      <fieldset className={layout.fieldset}>
        <legend>Advanced Settings</legend>
        <TextField {...field} name="canonical" label={SEO_FIELD_LABELS.canonical} placeholder="/live-stash" />
        <SelectField {...field} name="robotsDirective" label={SEO_FIELD_LABELS.robotsDirective} options={asOptions(ROBOTS_DIRECTIVES)} />
        <TextField
          {...field}
          name="structuredData"
          label={SEO_FIELD_LABELS.structuredData}
          multiline
          rows={4}
          placeholder='{"@context": "https://schema.org", "@type": "WebPage", "url": "/"}'
        />
        <CheckboxField {...field} name="isActive" label={SEO_FIELD_LABELS.isActive} />
      </fieldset>
      <div className={layout.actions}>
        <Button buttonStyle="secondary" margin={false} onClick={modal.close}>
          Cancel
        </Button>
        <Button type="submit" margin={false} disabled={save.isPending}>
          Save SEO Setting
        </Button>
      </div>
    </form>
  )
}
