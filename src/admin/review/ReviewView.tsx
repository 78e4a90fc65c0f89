import type { AdminViewServerProps } from 'payload'
import { AdminScreen } from '../shared/AdminScreen'
import { staffUser } from '../shared/session'
import { ReviewScreen } from './ReviewScreen'

/** /admin/review: the keyboard review screen; `?q=` starts it filtered. */
export function ReviewView(props: AdminViewServerProps) {
  const user = staffUser(props)
  const q = props.searchParams?.q
  return (
    <AdminScreen props={props} collection="headstash-submissions">
      {user ? <ReviewScreen initialFilter={typeof q === 'string' ? q : ''} /> : null}
    </AdminScreen>
  )
}
