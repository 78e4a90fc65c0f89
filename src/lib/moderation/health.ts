/**
 * The review queue's health, computed in SQL from when each WIYHS entry was submitted and when it was
 * decided. One module answers the admin endpoint, the dashboard's chart, the overdue alert and the
 * public page's "typically reviewed within" copy, so all of them measure the same thing.
 *
 * Queries name `headstash_submissions` without a schema: they run on whatever pg client they are given,
 * in that client's search_path.
 */

/** Anything that runs a parameterised statement: Payload's pg pool, or one client of it. */
export interface Queryable {
  query<Row>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>
}

/** The window the decision figures cover, ending at `now`. */
export const HEALTH_WINDOW_DAYS = 30
/** The page's promise: an entry decided within this many hours kept it. */
export const PROMISE_HOURS = 24

/** When an entry entered the queue: its submission date, or its creation for rows that have none. */
export const SUBMITTED_AT_SQL = 'coalesce(submission_date, created_at)'

/**
 * A decision of the queue: approved or rejected, in the window, by a review made after the entry was
 * created. An entry written already decided (staff adding an approved entry, the bulk CSV import) has
 * `reviewed_at` stamped by the same write that created it; it never waited, and counting it as a
 * 0-hour decision would make the queue look faster than it is. A minute separates the two cases with
 * room for a clock difference between the app (which stamps `reviewed_at`) and the database (whose
 * `now()` may stamp `created_at`).
 */
const QUEUE_DECISION_SQL = `status IN ('approved', 'rejected')
  AND reviewed_at IS NOT NULL
  AND reviewed_at > created_at + interval '1 minute'
  AND reviewed_at > $1::timestamptz - make_interval(days => ${HEALTH_WINDOW_DAYS})
  AND reviewed_at <= $1::timestamptz`

/** Hours from submission to decision; a submission date edited to after the decision counts as 0. */
const HOURS_TO_DECISION_SQL = `greatest(0, extract(epoch FROM reviewed_at - ${SUBMITTED_AT_SQL}) / 3600.0)`

/**
 * The figures of the admin endpoint. With nothing to measure a figure is null, never 0: `pending` is a
 * count, so an empty queue is 0; `oldestPendingHours` is null when nothing is pending (0 would say an
 * entry has just arrived); the decision figures are null when no entry was decided in the window (a
 * share of 0 would say every decision was late, a p50 of 0 that decisions are instant).
 */
export interface ModerationHealth {
  /** Entries waiting for a decision now, whenever they were submitted. */
  pending: number
  /** How long the longest-waiting pending entry has waited, in hours. */
  oldestPendingHours: number | null
  /** Median hours from submission to decision over the window (continuous percentile). */
  p50Hours: number | null
  /** 95th percentile of the same. */
  p95Hours: number | null
  maxHours: number | null
  /** Fraction (0–1) of the window's decisions made within PROMISE_HOURS. */
  decidedWithin24hShare: number | null
}

/** The endpoint's figures plus how many decisions they rest on (the public copy needs enough of them). */
export interface ModerationStats extends ModerationHealth {
  decisions: number
}

interface StatsRow {
  pending: number
  oldest_pending_hours: number | null
  decisions: number
  p50_hours: number | null
  p95_hours: number | null
  max_hours: number | null
  within_share: number | null
}

/** Hours to two decimals (36 seconds), shares to four: finer would be noise, coarser hides a trend. */
const STATS_SQL = `
WITH queue AS (
  SELECT count(*)::int AS pending,
         round(max(greatest(0, extract(epoch FROM $1::timestamptz - ${SUBMITTED_AT_SQL}) / 3600.0))::numeric, 2)::float8 AS oldest_pending_hours
    FROM headstash_submissions
   WHERE status = 'pending'
), decided AS (
  SELECT ${HOURS_TO_DECISION_SQL} AS hours
    FROM headstash_submissions
   WHERE ${QUEUE_DECISION_SQL}
)
SELECT queue.pending,
       queue.oldest_pending_hours,
       (SELECT count(*)::int FROM decided) AS decisions,
       (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY hours)::numeric, 2)::float8 FROM decided) AS p50_hours,
       (SELECT round(percentile_cont(0.95) WITHIN GROUP (ORDER BY hours)::numeric, 2)::float8 FROM decided) AS p95_hours,
       (SELECT round(max(hours)::numeric, 2)::float8 FROM decided) AS max_hours,
       (SELECT round((count(*) FILTER (WHERE hours <= ${PROMISE_HOURS}))::numeric / nullif(count(*), 0), 4)::float8 FROM decided) AS within_share
  FROM queue`

/** The queue's figures as of `now` (injectable, so a test can pin the window to its own rows). */
export async function readModerationStats(db: Queryable, now: Date = new Date()): Promise<ModerationStats> {
  const { rows } = await db.query<StatsRow>(STATS_SQL, [now.toISOString()])
  const row = rows[0]
  if (!row) throw new Error('the moderation health query returned no row')
  return {
    pending: row.pending,
    oldestPendingHours: row.oldest_pending_hours,
    p50Hours: row.p50_hours,
    p95Hours: row.p95_hours,
    maxHours: row.max_hours,
    decidedWithin24hShare: row.within_share,
    decisions: row.decisions,
  }
}

/** Exactly the endpoint's answer: the figures without the decision count. */
export const healthAnswer = ({ decisions: _decisions, ...health }: ModerationStats): ModerationHealth => health

export interface DecisionDay {
  /** The UTC calendar day, YYYY-MM-DD. */
  day: string
  /** Decisions made that day within PROMISE_HOURS of submission. */
  withinPromise: number
  /** Decisions made that day later than that. */
  late: number
}

/**
 * Decisions per UTC day over the window (the days of the window that have begun, oldest first, empty
 * days included so a chart's bars line up with the calendar), split at the promise.
 */
export async function readDecisionsPerDay(db: Queryable, now: Date = new Date()): Promise<DecisionDay[]> {
  const { rows } = await db.query<{ day: string; within_promise: number; late: number }>(
    `WITH decided AS (
       SELECT (reviewed_at AT TIME ZONE 'UTC')::date AS day, ${HOURS_TO_DECISION_SQL} AS hours
         FROM headstash_submissions
        WHERE ${QUEUE_DECISION_SQL}
     ), days AS (
       SELECT generate_series((($1::timestamptz - make_interval(days => ${HEALTH_WINDOW_DAYS})) AT TIME ZONE 'UTC')::date,
                              ($1::timestamptz AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
            (count(decided.hours) FILTER (WHERE decided.hours <= ${PROMISE_HOURS}))::int AS within_promise,
            (count(decided.hours) FILTER (WHERE decided.hours > ${PROMISE_HOURS}))::int AS late
       FROM days LEFT JOIN decided ON decided.day = days.day
      GROUP BY days.day
      ORDER BY days.day`,
    [now.toISOString()],
  )
  return rows.map((row) => ({ day: row.day, withinPromise: row.within_promise, late: row.late }))
}
