'use client'

import { Button } from '@payloadcms/ui'
import { CheckboxField, SelectField, TextField } from '@/admin/shared/FormField'
import layout from '@/admin/shared/layout.module.css'
import { useZodForm } from '@/admin/shared/useZodForm'
import { changelogFormSchema, type ChangelogFormValues } from '@/lib/changelog/form'
import { CHANGELOG_TYPES } from '@/lib/changelog/options'
import { toOptions } from '@/lib/forms/options'
import type { ChangelogEntry } from '@/payload-types'
import type { ChangelogInput } from './useChangelog'

/** The create form starts as a public feature, marked new (docs/decisions.md#changelog-types). */
const NEW_ENTRY: ChangelogFormValues = { title: '', description: '', type: 'feature', isPublic: true, isNew: true }

const valuesOf = (entry: ChangelogEntry | null): ChangelogFormValues =>
  entry
    ? {
        title: entry.title,
        description: entry.description,
        type: entry.type,
        isPublic: entry.isPublic ?? false,
        isNew: entry.isNew ?? false,
      }
    : NEW_ENTRY

interface ChangelogEntryFormProps {
  entry: ChangelogEntry | null
  busy: boolean
  onSubmit: (input: ChangelogInput) => void
  onCancel: () => void
}

/** Create and edit form of a changelog entry; "new" is only chosen when creating. */
export function ChangelogEntryForm({ entry, busy, onSubmit, onCancel }: ChangelogEntryFormProps) {
  const form = useZodForm(changelogFormSchema, { defaultValues: valuesOf(entry) })
  const field = { form, idPrefix: entry ? 'changelog-edit' : 'changelog-new' } as const
  // Submit stays disabled until title and description have text.
  const [title, description] = form.watch(['title', 'description'])
  const complete = title.trim() !== '' && description.trim() !== ''
  return (
    <form className={layout.form} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
      <TextField {...field} name="title" label="Title" required />
      <TextField {...field} name="description" label="Description" required multiline rows={4} />
      <SelectField {...field} name="type" label="Type" options={toOptions(CHANGELOG_TYPES)} />
      <div className={layout.toolbar}>
        <CheckboxField {...field} name="isPublic" label="Public" />
        {entry ? null : <CheckboxField {...field} name="isNew" label="Mark as new" />}
      </div>
      <div className={layout.actions}>
        <Button buttonStyle="secondary" margin={false} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" buttonStyle="primary" margin={false} disabled={!complete || busy}>
          {busy ? 'Saving...' : entry ? 'Save Changes' : 'Create Entry'}
        </Button>
      </div>
    </form>
  )
}
