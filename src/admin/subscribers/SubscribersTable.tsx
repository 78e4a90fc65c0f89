'use client'

import { Button, Pill } from '@payloadcms/ui'
import type { SubscriberStatus } from '@/lib/newsletter/schema'
import type { NewsletterSubscriber } from '@/payload-types'
import layout from '../shared/layout.module.css'

export const STATUS_LABEL: Record<SubscriberStatus, string> = { pending: 'Pending', active: 'Active', inactive: 'Inactive' }
const STATUS_PILL = { pending: 'warning', active: 'success', inactive: 'error' } as const satisfies Record<SubscriberStatus, string>

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
const DateCell = ({ iso }: { iso: string | null | undefined }) => (iso ? <time dateTime={iso}>{formatDate(iso)}</time> : <>—</>)

interface Props {
  subscribers: NewsletterSubscriber[]
  deletingId: number | null
  onDelete: (subscriber: NewsletterSubscriber) => void
}

/**
 * Seven columns do not fit 390 px: the table scrolls inside its own box (keyboard-scrollable, named
 * region) with the e-mail column pinned, so the page itself never scrolls sideways.
 */
export function SubscribersTable({ subscribers, deletingId, onDelete }: Props) {
  return (
    <div className={layout.scrollBox} role="region" aria-label="Subscribers table" tabIndex={0}>
      <table className={`${layout.table} ${layout.stickyFirst}`}>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Status</th>
            <th scope="col">Subscribed</th>
            <th scope="col">Source</th>
            <th scope="col">Confirmed</th>
            <th scope="col">Unsubscribed</th>
            <th scope="col">
              <span className={layout.srOnly}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id}>
              <td title={subscriber.email}>{subscriber.email}</td>
              <td>
                <Pill pillStyle={STATUS_PILL[subscriber.status]} size="small">
                  {STATUS_LABEL[subscriber.status]}
                </Pill>
              </td>
              <td>
                <DateCell iso={subscriber.subscribedAt} />
              </td>
              <td>{subscriber.source ?? '—'}</td>
              <td>
                <DateCell iso={subscriber.confirmedAt} />
              </td>
              <td>
                <DateCell iso={subscriber.unsubscribedAt} />
              </td>
              <td className={layout.end}>
                <Button
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  disabled={deletingId === subscriber.id}
                  aria-label={`Delete ${subscriber.email}`}
                  onClick={() => onDelete(subscriber)}
                >
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
