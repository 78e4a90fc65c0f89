'use client'

import { Button } from '@payloadcms/ui'
import type React from 'react'
import { useState } from 'react'
import { bulkOptionsSchema } from '@/lib/submissions/csv-options'
import { DEFAULT_CONTRIBUTOR_NAME } from '@/lib/submissions/texts'
import { FormField, TextField } from '../shared/FormField'
import layout from '../shared/layout.module.css'
import { useZodForm } from '../shared/useZodForm'
import { type BulkUploadChoice, CONTRIBUTOR_MODE_OPTIONS } from './bulk-upload'

export type Phase = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'importing' }

interface Props {
  phase: Phase
  hasReport: boolean
  onUpload: (choice: BulkUploadChoice) => void
  onClose: () => void
  /** Progress and report, shown between the choices and the buttons. */
  children: React.ReactNode
}

const ID = 'bulk-upload'

/** The file and the contributor choice (docs/decisions.md#bulk-import), validated by the importer's own schema. */
export function BulkUploadForm({ phase, hasReport, onUpload, onClose, children }: Props) {
  const [file, setFile] = useState<File | null>(null)
  const [fileInputKey, setFileInputKey] = useState(0)
  const form = useZodForm(bulkOptionsSchema, {
    defaultValues: { contributorMode: 'default', contributorName: DEFAULT_CONTRIBUTOR_NAME, contributorEmail: '' },
  })
  const mode = form.watch('contributorMode')
  const busy = phase.kind !== 'idle'

  const submit = form.handleSubmit(() => {
    if (!file || busy) return
    const values = form.getValues()
    onUpload({
      file,
      contributorMode: values.contributorMode as BulkUploadChoice['contributorMode'],
      contributorName: String(values.contributorName ?? ''),
      contributorEmail: String(values.contributorEmail ?? ''),
    })
    // The same file must be chosen again on purpose, so a second click cannot import it twice.
    setFile(null)
    setFileInputKey((key) => key + 1)
  })

  return (
    <form className={layout.form} onSubmit={(event) => void submit(event)} aria-busy={busy} noValidate>
      <FormField id={`${ID}-file`} label="CSV file">
        <input
          key={fileInputKey}
          id={`${ID}-file`}
          name="csvFile"
          type="file"
          accept=".csv,text/csv"
          className={layout.input}
          disabled={busy}
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
      </FormField>
      <fieldset className={layout.fieldset} disabled={busy}>
        <legend>Contributor</legend>
        {CONTRIBUTOR_MODE_OPTIONS.map((option) => (
          <div key={option.mode} className={layout.choice}>
            <input
              id={`${ID}-mode-${option.mode}`}
              type="radio"
              value={option.mode}
              aria-describedby={`${ID}-mode-${option.mode}-help`}
              {...form.register('contributorMode')}
            />
            <div>
              <label htmlFor={`${ID}-mode-${option.mode}`} className={layout.label}>
                {option.label}
              </label>
              <p id={`${ID}-mode-${option.mode}-help`} className={layout.hint}>
                {option.description}
              </p>
            </div>
          </div>
        ))}
        {mode === 'single' ? (
          <>
            <TextField form={form} idPrefix={ID} name="contributorName" label="Contributor name" maxLength={120} />
            <TextField form={form} idPrefix={ID} name="contributorEmail" label="Contributor email (optional)" type="email" />
          </>
        ) : null}
      </fieldset>
      {children}
      <div className={layout.actions}>
        <Button buttonStyle="secondary" margin={false} disabled={busy} onClick={onClose}>
          {hasReport ? 'Close' : 'Cancel'}
        </Button>
        <Button type="submit" margin={false} disabled={!file || busy}>
          {phase.kind === 'uploading' ? 'Uploading…' : phase.kind === 'importing' ? 'Importing…' : 'Upload'}
        </Button>
      </div>
    </form>
  )
}
