import type { TaskConfig } from 'payload'
import { JOBS_QUEUE } from '@/lib/jobs/queue'
import { runOverdueCheck } from './overdue'

export const OVERDUE_CHECK_TASK = 'moderationOverdueCheck'

/**
 * The overdue check on the jobs queue, every five minutes: Payload queues it from the schedule whenever
 * the queue is run (the app's runner or a worker calling the run endpoint), one job at a time. An entry
 * is mailed between 20 h and 20 h 5 min plus one runner interval after it was submitted.
 */
export const overdueCheckTask: TaskConfig<typeof OVERDUE_CHECK_TASK> = {
  slug: OVERDUE_CHECK_TASK,
  label: 'WIYHS overdue review alert',
  schedule: [{ cron: '*/5 * * * *', queue: JOBS_QUEUE }],
  handler: async ({ req }) => {
    await runOverdueCheck(req.payload)
    return { output: {} }
  },
}
