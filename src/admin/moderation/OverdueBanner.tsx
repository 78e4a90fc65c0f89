import { Banner } from '@payloadcms/ui'
import type { Payload, PayloadRequest } from 'payload'
import { isAdminUser } from '@/access'
import { payloadPool } from '@/lib/db/transaction'
import { OVERDUE_HOURS, readOverdue } from '@/lib/moderation/overdue'
import { ADMIN_SCREENS, collectionListHref } from '../nav/screens'
import banner from './OverdueBanner.module.css'

/**
 * Above every admin page (admin.components.header): the WIYHS entries that have waited OVERDUE_HOURS or
 * more for a decision, longest first, each a link to its edit view. Staff only; nothing when none is
 * overdue. Read on each render, so a decision clears it on the next page.
 */
export async function OverdueBanner({ payload, user }: { payload: Payload; user?: PayloadRequest['user'] }) {
  if (!isAdminUser(user ?? null)) return null
  const { total, entries } = await readOverdue(payloadPool(payload))
  if (total === 0) return null
  const more = total - entries.length
  return (
    <section aria-labelledby="overdue-reviews-title" className={banner.wrap}>
      <Banner type="error">
        <p id="overdue-reviews-title" className={banner.title}>
          {total === 1 ? '1 WIYHS entry has' : `${total} WIYHS entries have`} waited over {OVERDUE_HOURS} hours for review.{' '}
          <a href={ADMIN_SCREENS.submissions.href}>Open the review queue</a>
        </p>
        <ul className={banner.list}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`${collectionListHref('headstash-submissions')}/${entry.id}`}>{entry.name}</a>: waiting {entry.hoursWaiting} h
            </li>
          ))}
          {more > 0 ? <li>and {more} more</li> : null}
        </ul>
      </Banner>
    </section>
  )
}
