import type { AuditDiff } from './record'

/** A figure an action produced (no "before"): shown in the Changes column like a changed field. */
const produced = (after: unknown) => ({ before: null, after })

/** The audit diff of a CSV import: what was imported, and the ids of the entries it created. */
export function csvImportDiff(summary: {
  fileName: string | null
  rows: number
  successCount: number
  failedCount: number
  createdIds: readonly number[]
}): AuditDiff {
  return {
    file: produced(summary.fileName),
    rows: produced(summary.rows),
    successCount: produced(summary.successCount),
    failedCount: produced(summary.failedCount),
    createdIds: produced(summary.createdIds),
  }
}
