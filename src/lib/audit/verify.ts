import { CHAIN_START, chainHash, type AuditRowContent, type SqlRunner } from './record'

export interface ChainBreak {
  id: number
  problem: string
}

export interface ChainReport {
  /** Rows checked, up to and including the first broken one. */
  checked: number
  broken: ChainBreak | null
  /** The last intact row's hash: note it to notice later that rows were cut off the end. */
  head: string
}

const BATCH = 2_000

const toContent = (row: Record<string, unknown>): AuditRowContent => ({
  actorUserId: row.actor_user_id === null ? null : Number(row.actor_user_id),
  actorName: (row.actor_name as string | null) ?? null,
  actorEmail: (row.actor_email as string | null) ?? null,
  action: String(row.action),
  collection: String(row.collection),
  targetId: (row.target_id as string | null) ?? null,
  diff: row.diff ?? null,
  reason: (row.reason as string | null) ?? null,
  requestId: (row.request_id as string | null) ?? null,
  batchId: (row.batch_id as string | null) ?? null,
  createdAt: (row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at))).toISOString(),
})

/** What is wrong with one row, given the hash of the row before it; null when it is intact. */
function problemOf(row: Record<string, unknown>, expectedPrevious: string, previousId: number | null): string | null {
  const content = toContent(row)
  if (chainHash(String(row.previous_hash), content) !== row.hash) return 'its content does not match its hash: the row was edited'
  // The relation is emptied when the account is deleted; any other value must be the recorded actor.
  if (row.actor_id !== null && Number(row.actor_id) !== content.actorUserId) return 'its staff member was changed'
  if (row.previous_hash !== expectedPrevious) {
    return previousId === null
      ? 'it does not start the chain: rows before it were deleted'
      : `it does not follow row ${previousId}: a row between them was deleted or inserted, or row ${previousId} was rewritten with a new hash`
  }
  return null
}

/**
 * Walks the audit log in id order and checks every row: its hash covers its content and the previous
 * row's hash, so an edited, deleted or inserted row breaks the chain where it happened.
 */
export async function verifyChain(run: SqlRunner): Promise<ChainReport> {
  let expected = CHAIN_START
  let previousId: number | null = null
  let checked = 0
  for (;;) {
    const { rows }: { rows: Record<string, unknown>[] } = await run(
      `SELECT id, actor_id, actor_user_id, actor_name, actor_email, action, collection, target_id, diff, reason,
              request_id, batch_id, previous_hash, hash, created_at
       FROM audit_log WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
      [previousId ?? 0],
    )
    for (const row of rows) {
      checked += 1
      const id: number = Number(row.id)
      const problem = problemOf(row, expected, previousId)
      if (problem) return { checked, broken: { id, problem }, head: expected }
      expected = String(row.hash)
      previousId = id
    }
    if (rows.length < BATCH) return { checked, broken: null, head: expected }
  }
}

/** The one-line verdict `npm run audit:verify` prints. */
export function chainVerdict(report: ChainReport): string {
  return report.broken
    ? `Audit log BROKEN at row ${report.broken.id}: ${report.broken.problem} (${report.checked} rows checked, ${report.checked - 1} intact before it)`
    : `Audit log intact: ${report.checked} rows checked, head ${report.head}`
}
