'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'
import { FormField, TextField } from '@/admin/shared/FormField'
import layout from '@/admin/shared/layout.module.css'
import { useZodForm } from '@/admin/shared/useZodForm'
import { BRAND_MESSAGES } from '@/lib/brand/schema'
import { brandSettingFormSchema } from '@/lib/brand/form'
import type { BrandSetting } from '@/payload-types'
import { BRAND_FIELD_LABELS } from '@/lib/brand/labels'

interface BrandSettingFormProps {
  setting: BrandSetting | null
  busy: boolean
  onSubmit: (form: FormData) => void
  onCancel: () => void
}

/** Add and edit form: the key is fixed once created; an uploaded image wins over a typed URL. */
export function BrandSettingForm({ setting, busy, onSubmit, onCancel }: BrandSettingFormProps) {
  const form = useZodForm(brandSettingFormSchema, {
    defaultValues: { key: setting?.key ?? '', description: setting?.description ?? '', value: setting?.value ?? '' },
  })
  const [file, setFile] = useState<File | null>(null)
  const field = { form, idPrefix: 'brand' } as const

  const submit = form.handleSubmit(({ key, description, value }) => {
    // The endpoint takes a file or a URL; the schema alone cannot see the file input.
    if (!file && !value) {
      form.setError('value', { message: BRAND_MESSAGES.brandValue })
      return
    }
    const body = new FormData()
    if (!setting) body.append('key', key)
    body.append('description', description ?? '')
    if (file) body.append('logo', file)
    else if (value) body.append('value', value)
    onSubmit(body)
  })

  return (
    <form className={layout.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        {...field}
        name="key"
        label={BRAND_FIELD_LABELS.key}
        required={!setting}
        readOnly={setting !== null}
        hint={setting ? 'The key cannot be changed.' : 'For example favicon, social-image or logo-dark.'}
      />
      <TextField {...field} name="description" label={BRAND_FIELD_LABELS.description} />
      <FormField id="brand-logo" label="Image file" hint="JPG, PNG or GIF up to 10MB. Replaces the URL below.">
        <input
          id="brand-logo"
          className={layout.input}
          type="file"
          accept="image/*"
          aria-describedby="brand-logo-hint"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </FormField>
      <TextField {...field} name="value" label={BRAND_FIELD_LABELS.value} type="url" readOnly={file !== null} />
      <div className={layout.actions}>
        <Button buttonStyle="secondary" margin={false} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" buttonStyle="primary" margin={false} disabled={busy}>
          {busy ? 'Saving...' : setting ? 'Save Setting' : 'Add Setting'}
        </Button>
      </div>
    </form>
  )
}
