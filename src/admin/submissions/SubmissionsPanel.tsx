'use client'

import { Button, Pill } from '@payloadcms/ui'
import { useDeferredValue, useState } from 'react'
import { FIX_MISSING_IMAGES_URL } from '@/admin/image-recovery/api'
import { type ScanResponse, scanToast } from '@/admin/image-recovery/toasts'
import { postJson } from '@/lib/http/client'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import { PRODUCT_CATEGORIES, SUBMISSION_STATUSES } from '@/lib/submissions/options'
import { toOptions } from '@/lib/forms/options'
import type { HeadstashSubmission } from '@/payload-types'
import { ADMIN_SCREENS } from '../nav/screens'
import { useAdminModal } from '../shared/AdminModal'
import layout from '../shared/layout.module.css'
import { QueryState } from '../shared/QueryState'
import { LoadMore } from '../shared/LoadMore'
import { useAdminMutation } from '../shared/mutation'
import { adminKeys } from '../shared/query'
import { type DuplicateTarget, useSubmissions } from './api'
import { BulkUploadDialog } from './BulkUploadDialog'
import { SampleCsvDownload } from './SampleCsvDownload'
import { SubmissionCard } from './SubmissionCard'
import { EDIT_SUBMISSION_SLUG, SubmissionEditDialog } from './SubmissionEditDialog'

/** The board never lists rejected entries (docs/decisions.md#review-board), so only these two filter. */
const STATUS_OPTIONS = toOptions(SUBMISSION_STATUSES.filter((status) => status !== 'rejected'))
const CATEGORY_OPTIONS = toOptions(PRODUCT_CATEGORIES)

/** The WIYHS Submissions tab: filters, Scan Images, the CSV tools and the cards with their edit dialog. */
export function SubmissionsPanel() {
  const editModal = useAdminModal(EDIT_SUBMISSION_SLUG)
  const [statusFilter, setStatusFilter] = useState('')
  const [categoryFilter, setCategoryFilter] = useState('')
  const [search, setSearch] = useState('')
  const q = useDeferredValue(search.trim())
  const query = useSubmissions({
    status: SUBMISSION_STATUSES.find((status) => status === statusFilter),
    category: PRODUCT_CATEGORIES.find((category) => category === categoryFilter),
    q: q || undefined,
  })
  const [editing, setEditing] = useState<HeadstashSubmission | null>(null)
  const [missingImageIds, setMissingImageIds] = useState<ReadonlySet<number>>(new Set())

  // The Scan Images button: the image-recovery scan (clears placeholder URLs, finds lost files).
  const scan = useAdminMutation({
    request: () => postJson<ScanResponse>(FIX_MISSING_IMAGES_URL, {}),
    failure: (message) => scanToast({ ok: false, message }),
    success: (data) => scanToast({ ok: true, data }, ADMIN_TOASTS.scanRecoverInTab),
    // Placeholder URLs were cleared on the server: the list shows them without an image now.
    invalidates: (data) => (data.placeholderCount > 0 ? adminKeys.submissions : null),
    onSuccess: (data) => setMissingImageIds(new Set(data.missing.map((item) => item.id))),
  })

  const shown = query.data?.pages.flatMap((page) => page.submissions) ?? []
  const duplicates = Object.assign({}, ...(query.data?.pages.map((page) => page.duplicates ?? {}) ?? [])) as Record<string, DuplicateTarget>
  const total = query.data?.pages[0]?.totalDocs ?? 0

  return (
    <section className={layout.stack} aria-labelledby="submissions-tab-title">
      <div className={layout.sectionHeader}>
        <h2 id="submissions-tab-title" className={layout.sectionTitle}>
          WIYHS Submissions {query.data ? <Pill size="small">{total}</Pill> : null}
        </h2>
        <div className={layout.toolbar}>
          <label className={layout.field}>
            <span className={layout.label}>Search</span>
            <input
              className={layout.input}
              type="search"
              value={search}
              placeholder="Name, breeder, contributor, place"
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <Filter label="Status" all="All statuses" value={statusFilter} options={STATUS_OPTIONS} onChange={setStatusFilter} />
          <Filter label="Category" all="All categories" value={categoryFilter} options={CATEGORY_OPTIONS} onChange={setCategoryFilter} />
        </div>
      </div>
      <div className={layout.toolbar}>
        <Button buttonStyle="secondary" margin={false} disabled={scan.isPending} onClick={() => scan.mutate()}>
          {scan.isPending ? 'Scanning...' : 'Scan Images'}
        </Button>
        <SampleCsvDownload />
        <BulkUploadDialog />
        <Button el="link" to={ADMIN_SCREENS.review.href} buttonStyle="secondary" margin={false}>
          Review pending with the keyboard
        </Button>
      </div>
      <QueryState
        query={query}
        loadingText="Loading submissions…"
        isEmpty={() => shown.length === 0}
        empty="No submissions match these filters."
      >
        {() => (
          <>
            <ul className={layout.grid} aria-label="Submissions" aria-busy={query.isFetching}>
              {shown.map((submission) => (
                <SubmissionCard
                  key={submission.id}
                  submission={submission}
                  imageMissing={missingImageIds.has(submission.id)}
                  duplicateOf={duplicateOf(submission, duplicates)}
                  onEdit={() => {
                    setEditing(submission)
                    editModal.open()
                  }}
                />
              ))}
            </ul>
            <LoadMore shown={shown.length} total={total} query={query} />
          </>
        )}
      </QueryState>
      <SubmissionEditDialog submission={editing} />
    </section>
  )
}

/** The entry this one may duplicate, named when the list answer carries it. */
function duplicateOf(submission: HeadstashSubmission, targets: Record<string, DuplicateTarget>) {
  const id = typeof submission.possibleDuplicateOf === 'object' ? submission.possibleDuplicateOf?.id : submission.possibleDuplicateOf
  return id ? { id, name: targets[String(id)]?.name ?? null } : null
}

interface FilterProps {
  label: string
  all: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string) => void
}

function Filter({ label, all, value, options, onChange }: FilterProps) {
  return (
    <label className={layout.field}>
      <span className={layout.label}>{label}</span>
      <select className={layout.input} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
