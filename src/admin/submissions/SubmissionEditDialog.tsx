'use client'

import { Button, Pill } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { patchJson } from '@/lib/http/client'
import { PRODUCT_CATEGORIES, SUBMISSION_STATUSES } from '@/lib/submissions/options'
import { toOptions } from '@/lib/forms/options'
import { appliesTo, CATEGORY_SPECIFIC_FIELDS, fieldSpec, isCategory } from '@/lib/submissions/fields'
import { submissionEditSchema } from '@/lib/submissions/schema'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import { HIDDEN_NAME_LABEL } from '@/lib/submissions/texts'
import type { HeadstashSubmission } from '@/payload-types'
import { AdminModal, useAdminModal } from '../shared/AdminModal'
import { CheckboxField, SelectField, TextField } from '../shared/FormField'
import layout from '../shared/layout.module.css'
import { useAdminMutation } from '../shared/mutation'
import { adminKeys } from '../shared/query'
import { useZodForm } from '../shared/useZodForm'
import { SUBMISSIONS_URL } from './api'
import { changedValues, FLAME_OPTIONS, formValuesOf, optionsOf, type SubmissionFormValues } from './submission-form'

export const EDIT_SUBMISSION_SLUG = 'edit-submission'

/** "Edit WIYHS Submission": every field plus the review status. */
export function SubmissionEditDialog({ submission }: { submission: HeadstashSubmission | null }) {
  return (
    <AdminModal
      slug={EDIT_SUBMISSION_SLUG}
      title="Edit WIYHS Submission"
      description="Update submission details and modify any field after submission."
    >
      {submission ? <SubmissionEditForm key={submission.id} submission={submission} /> : null}
    </AdminModal>
  )
}

function SubmissionEditForm({ submission }: { submission: HeadstashSubmission }) {
  const modal = useAdminModal(EDIT_SUBMISSION_SLUG)
  const [initial] = useState(() => formValuesOf(submission))
  const form = useZodForm(submissionEditSchema, { defaultValues: initial })
  // Remembers which URL failed, so editing the URL gives the new one a chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const [imageUrl, name, category, displayName] = form.watch(['imageUrl', 'name', 'category', 'displayName']) as [
    string,
    string,
    string,
    boolean,
  ]
  const known = isCategory(category) ? category : null
  // The public form's rule: a detail field belongs to its categories only, so a new category clears
  // the ones that no longer apply (saved as cleared); the entry's own category leaves them as stored.
  useEffect(() => {
    if (category === initial.category) return
    for (const name of CATEGORY_SPECIFIC_FIELDS) if (!appliesTo(name, known) && form.getValues(name)) form.setValue(name, '')
  }, [category, known, initial.category, form])

  const save = useAdminMutation({
    // The schema only validates; the raw values go, so a cleared field reaches the server as ''.
    request: () => patchJson(`${SUBMISSIONS_URL}/${submission.id}`, changedValues(initial, form.getValues() as SubmissionFormValues)),
    failure: { title: ADMIN_TOASTS.updateFailed, fallback: ADMIN_TOASTS.submissionUpdateFallback },
    success: { title: ADMIN_TOASTS.submissionUpdated },
    invalidates: adminKeys.submissions,
    onSuccess: modal.close,
  })

  const field = { form, idPrefix: 'edit' } as const
  return (
    <form className={layout.form} onSubmit={form.handleSubmit(() => save.mutate())} noValidate>
      {imageUrl ? (
        failedUrl === imageUrl ? (
          <p className={layout.state}>Image not found</p>
        ) : (
          // Submission images are site paths or bucket URLs of any host, not next/image sources.
          // eslint-disable-next-line @next/next/no-img-element
          <img className={layout.thumb} src={imageUrl} alt={`Photo of ${name}`} onError={() => setFailedUrl(imageUrl)} />
        )
      ) : null}
      <div className={layout.formGrid}>
        <TextField {...field} name="name" label="Product Name" required />
        <SelectField {...field} name="category" label="Category" required options={toOptions(PRODUCT_CATEGORIES)} />
        <SelectField {...field} name="status" label="Status" options={toOptions(SUBMISSION_STATUSES)} />
        <SelectField {...field} name="flames" label="Flames Rating (1-5)" required numeric options={FLAME_OPTIONS} />
        {CATEGORY_SPECIFIC_FIELDS.filter((name) => appliesTo(name, known)).map((name) => {
          const { kind, label, staffLabel, requiredInCategory } = fieldSpec(name)
          const shown = name === 'cbdContent' ? (category === 'flower' ? 'Terpene Percentage' : 'CBD Content') : (staffLabel ?? label)
          return kind === 'select' ? (
            <SelectField
              key={name}
              {...field}
              name={name}
              label={shown}
              required={requiredInCategory}
              blank="Not set"
              options={optionsOf(name)}
            />
          ) : (
            <TextField key={name} {...field} name={name} label={shown} required={requiredInCategory} />
          )
        })}
        <TextField {...field} name="whereAcquired" label="Where Acquired" required />
        <TextField {...field} name="vibe" label="Vibe" />
        <TextField {...field} name="location" label="Location" required />
        <SelectField {...field} name="industry" label="Industry" required options={optionsOf('industry')} />
        <TextField {...field} name="role" label="Role" />
        <TextField {...field} name="submittedBy" label="Submitted By" />
        <TextField {...field} name="submitterEmail" label="Submitter Email" type="email" />
      </div>
      <TextField {...field} name="flavorNotes" label="Flavor Notes" multiline />
      <TextField {...field} name="effects" label="Effects" multiline />
      <TextField {...field} name="imageUrl" label="Image URL" />
      <CheckboxField {...field} name="displayName" label="Show the submitter's name publicly">
        {displayName ? null : <Pill size="small">{HIDDEN_NAME_LABEL}: The Cloud shows Anonymous</Pill>}
      </CheckboxField>
      <TextField {...field} name="reviewNotes" label="Review Notes" multiline />
      <div className={layout.actions}>
        <Button buttonStyle="secondary" margin={false} onClick={modal.close}>
          Cancel
        </Button>
        <Button type="submit" margin={false} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  )
}
