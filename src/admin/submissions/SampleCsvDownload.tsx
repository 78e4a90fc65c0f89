'use client'

import { Button } from '@payloadcms/ui'
import { SAMPLE_CSV } from '@/lib/submissions/csv-options'
import layout from '../shared/layout.module.css'
import { SAMPLE_CSV_FILE_NAME, STATIC_SAMPLE_CSV_URL } from './bulk-upload'

/**
 * The dashboard's Sample CSV templates: the static file the server serves,
 * and the same text built in the browser from the importer's SAMPLE_CSV, which works offline or when
 * the static route is cached at an older version.
 */
export function SampleCsvDownload() {
  const downloadGenerated = () => {
    const url = URL.createObjectURL(new Blob([SAMPLE_CSV], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = SAMPLE_CSV_FILE_NAME
    link.click()
    // Revoked on the next task: some browsers start reading the blob only after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }

  return (
    <div role="group" aria-label="Sample CSV" className={layout.toolbar}>
      <Button
        el="anchor"
        url={STATIC_SAMPLE_CSV_URL}
        buttonStyle="secondary"
        margin={false}
        extraButtonProps={{ download: SAMPLE_CSV_FILE_NAME }}
      >
        Sample CSV
      </Button>
      <Button buttonStyle="secondary" margin={false} onClick={downloadGenerated}>
        Generate Sample CSV
      </Button>
    </div>
  )
}
