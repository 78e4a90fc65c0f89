import type { AdminViewServerProps } from 'payload'
import { asUser, isAdminUser } from '@/access'
import type { Gate } from '@/payload-types'
import { AdminScreen } from '../shared/AdminScreen'
import { GatesManager } from './GatesManager'

/** /admin/subscription-gates. The first list is read on the server, in the API's order. */
export async function SubscriptionGatesView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  let gates: Gate[] = []
  if (isAdminUser(req.user)) {
    const result = await req.payload.find({ collection: 'gates', sort: ['-priority', '-createdAt'], limit: 500, depth: 0, ...asUser(req) })
    gates = result.docs
  }
  return (
    <AdminScreen props={props} collection="gates">
      <GatesManager initialGates={gates} />
    </AdminScreen>
  )
}
