'use client'

import { Button, Pill } from '@payloadcms/ui'
import { FLAMES_MAX } from '@/lib/submissions/options'
import { labelFor } from '@/lib/forms/options'
import { HIDDEN_NAME_LABEL } from '@/lib/submissions/texts'
import type { HeadstashSubmission } from '@/payload-types'
import layout from '../shared/layout.module.css'

const STATUS_PILL = { pending: 'warning', approved: 'success', rejected: 'error' } as const

interface Props {
  submission: HeadstashSubmission
  /** The last image scan found no file behind this entry's image URL. */
  imageMissing: boolean
  /** An earlier entry (not rejected) with nearly the same photo, or the same name and breeder. */
  duplicateOf: { id: number; name: string | null } | null
  onEdit: () => void
}

export function SubmissionCard({ submission, imageMissing, duplicateOf, onEdit }: Props) {
  const status = submission.status ?? 'pending'
  return (
    <li className={layout.card}>
      {submission.imageUrl ? (
        // Submission images are site paths or bucket URLs of any host, not next/image sources.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={layout.thumb}
          src={submission.imageUrl}
          alt=""
          loading="lazy"
          onError={(event) => (event.currentTarget.hidden = true)}
        />
      ) : null}
      <div className={layout.cardHeader}>
        <h3 className={layout.cardTitle}>{submission.name}</h3>
        <Pill size="small" pillStyle={STATUS_PILL[status]}>
          {labelFor(status)}
        </Pill>
      </div>
      <p className={layout.meta}>
        {labelFor(submission.category)} · {submission.flames}/{FLAMES_MAX} flames
      </p>
      <p className={layout.meta}>
        {submission.submittedBy} · {submission.location}
      </p>
      {submission.displayName === false ? (
        <span title="The Cloud shows Anonymous">
          <Pill size="small">{HIDDEN_NAME_LABEL}</Pill>
        </span>
      ) : null}
      {duplicateOf ? (
        <span className={layout.wrappingPill} title="An earlier entry has nearly the same photo, or the same product name and breeder">
          <Pill size="small" pillStyle="warning">
            Possible duplicate of {duplicateOf.name ? `“${duplicateOf.name}” (#${duplicateOf.id})` : `#${duplicateOf.id}`}
          </Pill>
        </span>
      ) : null}
      {imageMissing ? (
        <span>
          <Pill size="small" pillStyle="error">
            Image file missing
          </Pill>
        </span>
      ) : null}
      <div className={layout.cardActions}>
        <Button buttonStyle="secondary" size="small" margin={false} aria-label={`Edit ${submission.name}`} onClick={onEdit}>
          Edit
        </Button>
      </div>
    </li>
  )
}
