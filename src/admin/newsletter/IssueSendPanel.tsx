'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import { ISSUE_ADMIN_TEXTS as T } from '@/lib/newsletter/issue-admin-texts'
import { ConfirmationDialog, useAdminModal } from '../shared/AdminModal'
import layout from '../shared/layout.module.css'
import { useAdminMutation } from '../shared/mutation'
import { ProgressBar } from '../shared/ProgressBar'
import { QueryState } from '../shared/QueryState'
import { showToast } from '../shared/toast'
import {
  changeSend,
  fetchProgress,
  fetchReport,
  getRecipients,
  issueKeys,
  type IssueRecipients,
  type IssueReport,
  type SendChange,
  type SendProgress,
  type SendRequest,
  sendIssue,
  sendTest,
  type StartedSend,
} from './api'
import styles from './issue.module.css'

/** Polling while messages go out; a scheduled send is checked less often, a settled one not at all. */
const POLL_MS = { sending: 2000, waiting: 2000, scheduled: 15000 } as const
const pollInterval = (progress: SendProgress | null | undefined): number | false =>
  progress && progress.state in POLL_MS ? POLL_MS[progress.state as keyof typeof POLL_MS] : false

const CONFIRM = {
  send: 'issue-confirm-send',
  schedule: 'issue-confirm-schedule',
  resend: 'issue-confirm-resend',
  cancel: 'issue-confirm-cancel',
}

/** "on 1 Dec 2026, 09:00" in the editor's own time zone. */
const when = (iso: string) => `on ${new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`

/**
 * Sending an issue from its edit view: a test to oneself, send now or at a time (each confirmed with the
 * recipient count the server gives just before), then the live progress of the send with pause, resume
 * and cancel, and the report once it has finished.
 */
export function IssueSendPanel() {
  const { id, savedDocumentData } = useDocumentInfo()
  if (id === undefined || id === null) {
    return (
      <section className={styles.section}>
        <p className={styles.hint}>{T.saveFirst}</p>
      </section>
    )
  }
  const subject = typeof savedDocumentData?.subject === 'string' ? savedDocumentData.subject : ''
  return <SendPanel id={id} subject={subject} />
}

type Pending = { kind: 'send' | 'resend'; count: number } | { kind: 'schedule'; count: number; scheduledFor: string }

function SendPanel({ id, subject }: { id: number | string; subject: string }) {
  const queryClient = useQueryClient()
  // The report says whether the issue has had a send; only then is there a progress to follow.
  const report = useQuery({ queryKey: issueKeys.report(id), queryFn: () => fetchReport(id) })
  const hasSend = (report.data?.sends ?? 0) > 0
  const progress = useQuery({
    queryKey: issueKeys.progress(id),
    queryFn: () => fetchProgress(id),
    enabled: hasSend,
    refetchInterval: (query) => pollInterval(query.state.data),
  })
  // The report's numbers change when a send settles (done, cancelled) or starts.
  const settledState = progress.data?.state
  useEffect(() => {
    if (settledState) void queryClient.invalidateQueries({ queryKey: issueKeys.report(id) })
  }, [settledState, id, queryClient])
  const [pending, setPending] = useState<Pending | null>(null)
  const [scheduleAt, setScheduleAt] = useState('')
  const [scheduleError, setScheduleError] = useState('')
  const dialogs = {
    send: useAdminModal(CONFIRM.send),
    schedule: useAdminModal(CONFIRM.schedule),
    resend: useAdminModal(CONFIRM.resend),
  }

  const test = useAdminMutation({
    request: () => sendTest(id),
    failure: { title: ADMIN_TOASTS.testFailed },
    success: ({ sentTo }) => ({ title: ADMIN_TOASTS.testSent, description: ADMIN_TOASTS.testSentText(sentTo) }),
  })

  const refreshSend = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: issueKeys.report(id) }),
      queryClient.invalidateQueries({ queryKey: issueKeys.progress(id) }),
    ])

  // The count is asked for just before the confirmation, so the dialog names who would get it now.
  const count = useAdminMutation<IssueRecipients, Pending['kind']>({
    request: () => getRecipients(id),
    failure: { title: ADMIN_TOASTS.sendRefused },
    onSuccess: ({ recipients, unreached, refusals }, kind) => {
      const refusal = kind === 'resend' ? refusals.resend : refusals.send
      if (refusal) {
        showToast({ title: ADMIN_TOASTS.sendRefused, description: refusal, variant: 'destructive' })
        return
      }
      const next: Pending =
        kind === 'schedule'
          ? { kind, count: recipients, scheduledFor: new Date(scheduleAt).toISOString() }
          : { kind, count: kind === 'resend' ? unreached : recipients }
      setPending(next)
      dialogs[kind].open()
    },
  })

  const send = useAdminMutation<StartedSend, SendRequest>({
    request: (request) => sendIssue(id, request),
    failure: { title: ADMIN_TOASTS.sendRefused },
    success: (started) =>
      'recipients' in started
        ? { title: ADMIN_TOASTS.sendStarted, description: ADMIN_TOASTS.sendStartedText(started.recipients) }
        : { title: ADMIN_TOASTS.sendScheduled, description: ADMIN_TOASTS.sendScheduledText(when(started.scheduledFor)) },
    onSuccess: async () => {
      setScheduleAt('')
      await refreshSend()
    },
    // A send refused because of another one (409) shows what that one is doing.
    onFailure: () => void refreshSend(),
  })

  const startCount = (kind: Pending['kind']) => {
    if (kind === 'schedule' && (!scheduleAt || Number.isNaN(new Date(scheduleAt).getTime()))) {
      setScheduleError(T.scheduleMissing)
      return
    }
    setScheduleError('')
    count.mutate(kind)
  }

  const confirm = () => {
    if (!pending) return
    if (pending.kind === 'schedule') return send.mutateAsync({ scheduledFor: pending.scheduledFor })
    return send.mutateAsync(pending.kind === 'resend' ? { resend: 'unreached' } : {})
  }

  const busy = count.isPending || send.isPending
  // Shown until the issue's first send starts.
  const controls = (
    <>
      <p className={styles.hint}>{T.sendPublishedHint}</p>
      <div className={styles.buttons}>
        <Button type="button" size="small" margin={false} disabled={busy} onClick={() => startCount('send')}>
          {count.isPending && count.variables === 'send' ? T.sendingNow : T.sendNow}
        </Button>
      </div>
      <div className={styles.schedule}>
        <label htmlFor="issue-schedule-at" className={layout.label}>
          {T.scheduleLabel}
        </label>
        <div className={styles.scheduleRow}>
          <input
            id="issue-schedule-at"
            type="datetime-local"
            className={layout.input}
            value={scheduleAt}
            aria-invalid={scheduleError ? true : undefined}
            aria-describedby={scheduleError ? 'issue-schedule-error' : undefined}
            onChange={(event) => setScheduleAt(event.target.value)}
            onKeyDown={(event) => {
              // Enter here schedules; it must not submit the document's form around the sidebar.
              if (event.key !== 'Enter') return
              event.preventDefault()
              startCount('schedule')
            }}
          />
          <Button type="button" buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => startCount('schedule')}>
            {T.schedule}
          </Button>
        </div>
        {scheduleError ? (
          <p id="issue-schedule-error" className={layout.error} role="alert">
            {scheduleError}
          </p>
        ) : null}
      </div>
    </>
  )
  return (
    <section className={styles.section} aria-labelledby="issue-send-heading">
      <h2 id="issue-send-heading" className={styles.heading}>
        {T.sendTitle}
      </h2>
      <div className={styles.buttons}>
        <Button type="button" buttonStyle="secondary" size="small" margin={false} disabled={test.isPending} onClick={() => test.mutate()}>
          {T.sendTest}
        </Button>
      </div>
      <p className={styles.hint}>{T.sendTestHint}</p>

      <QueryState query={report} loadingText={T.progressLoading}>
        {({ sends }) =>
          sends === 0 ? (
            controls
          ) : (
            <QueryState query={progress} loadingText={T.progressLoading}>
              {(latest) =>
                latest === null ? (
                  controls
                ) : (
                  <SendProgressView id={id} progress={latest} report={report} onResend={() => startCount('resend')} resendDisabled={busy} />
                )
              }
            </QueryState>
          )
        }
      </QueryState>

      <ConfirmationDialog
        slug={CONFIRM.send}
        title={T.confirmSendTitle}
        message={T.confirmSend(subject, pending?.count ?? 0)}
        confirmLabel={T.confirmSendButton(pending?.count ?? 0)}
        onConfirm={confirm}
      />
      <ConfirmationDialog
        slug={CONFIRM.schedule}
        title={T.confirmScheduleTitle}
        message={T.confirmSchedule(subject, pending?.kind === 'schedule' ? when(pending.scheduledFor) : '', pending?.count ?? 0)}
        confirmLabel={T.confirmScheduleButton}
        onConfirm={confirm}
      />
      <ConfirmationDialog
        slug={CONFIRM.resend}
        title={T.confirmResendTitle}
        message={T.confirmResend(subject, pending?.count ?? 0)}
        confirmLabel={T.confirmResendButton(pending?.count ?? 0)}
        onConfirm={confirm}
      />
    </section>
  )
}

const ACTIVE_STATES: ReadonlySet<SendProgress['state']> = new Set(['scheduled', 'sending', 'waiting', 'paused'])
const CHANGE_TOASTS: Record<SendChange, string> = {
  pause: ADMIN_TOASTS.sendPaused,
  resume: ADMIN_TOASTS.sendResumed,
  cancel: ADMIN_TOASTS.sendCancelled,
}

function SendProgressView({
  id,
  progress,
  report,
  onResend,
  resendDisabled,
}: {
  id: number | string
  progress: SendProgress
  report: UseQueryResult<IssueReport>
  onResend: () => void
  resendDisabled: boolean
}) {
  const queryClient = useQueryClient()
  const cancelDialog = useAdminModal(CONFIRM.cancel)
  const change = useAdminMutation<SendProgress, SendChange>({
    request: (action) => changeSend(id, action),
    failure: { title: ADMIN_TOASTS.sendChangeFailed },
    success: (_progress, action) => ({ title: CHANGE_TOASTS[action] }),
    onSuccess: (next) => queryClient.setQueryData(issueKeys.progress(id), next),
    // A refused change means the send moved on (finished, or paused automatically): show where it is.
    onFailure: () => void queryClient.invalidateQueries({ queryKey: issueKeys.progress(id) }),
  })

  const { state, recipients, queued, sent, failed, bounced, suppressed } = progress
  const handled = sent + failed + bounced + suppressed
  const percent = recipients > 0 ? (handled / recipients) * 100 : state === 'done' ? 100 : 0
  const stateLabel = T.states[state]
  const active = ACTIVE_STATES.has(state)
  const finished = state === 'done' || state === 'cancelled'
  const announcement = [T.announce(stateLabel, Math.floor(percent / 10) * 10), progress.reason].filter(Boolean).join('. ')

  return (
    <div className={styles.section} aria-labelledby="issue-progress-heading">
      <h3 id="issue-progress-heading" className={styles.heading}>
        {T.progressTitle}
      </h3>
      {/* Read out on state changes and every tenth of the way, not on every poll. */}
      <p role="status" aria-live="polite" aria-atomic="true" className={layout.srOnly}>
        {announcement}
      </p>
      <p className={styles.state} data-state={state}>
        <strong>{stateLabel}</strong>
        {progress.reason ? ` — ${progress.reason}` : null}
      </p>
      {state === 'scheduled' && progress.scheduledFor ? <p className={styles.hint}>{T.scheduledFor(when(progress.scheduledFor))}</p> : null}
      {state !== 'scheduled' ? (
        <>
          <ProgressBar label={T.progressBar} value={percent} />
          <p className={styles.hint}>{T.progressSummary(handled, recipients)}</p>
          <dl className={styles.stats}>
            <Stat label={T.stats.sent} value={sent.toLocaleString('en')} />
            <Stat label={T.stats.failed} value={failed.toLocaleString('en')} />
            <Stat label={T.stats.remaining} value={queued.toLocaleString('en')} />
            <Stat label={T.stats.rate} value={T.ratePerSecond(progress.ratePerSecond)} />
            <Stat label={T.stats.eta} value={progress.etaSeconds === null ? T.etaUnknown : T.eta(progress.etaSeconds)} />
          </dl>
          <EngagementView progress={progress} />
        </>
      ) : null}
      {active ? (
        <div className={styles.buttons}>
          {state === 'sending' || state === 'waiting' ? (
            <Button
              type="button"
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={change.isPending}
              onClick={() => change.mutate('pause')}
            >
              {T.pause}
            </Button>
          ) : null}
          {state === 'paused' ? (
            <Button type="button" size="small" margin={false} disabled={change.isPending} onClick={() => change.mutate('resume')}>
              {T.resume}
            </Button>
          ) : null}
          <Button type="button" buttonStyle="error" size="small" margin={false} disabled={change.isPending} onClick={cancelDialog.open}>
            {T.cancel}
          </Button>
        </div>
      ) : null}
      {finished ? (
        <>
          <IssueReportView report={report} />
          <p className={styles.hint}>{T.resendHint}</p>
          <div className={styles.buttons}>
            <Button type="button" buttonStyle="secondary" size="small" margin={false} disabled={resendDisabled} onClick={onResend}>
              {T.resend}
            </Button>
          </div>
        </>
      ) : null}
      <ConfirmationDialog
        slug={CONFIRM.cancel}
        title={T.confirmCancelTitle}
        message={T.confirmCancel}
        confirmLabel={T.confirmCancelButton}
        onConfirm={() => change.mutateAsync('cancel')}
      />
    </div>
  )
}

function IssueReportView({ report }: { report: UseQueryResult<IssueReport> }) {
  return (
    <div className={styles.section} aria-labelledby="issue-report-heading">
      <h3 id="issue-report-heading" className={styles.heading}>
        {T.reportTitle}
      </h3>
      <QueryState query={report} loadingText={T.progressLoading}>
        {(counts) => (
          <dl className={styles.stats}>
            <Stat label={T.report.delivered} value={counts.delivered.toLocaleString('en')} />
            <Stat label={T.report.bounced} value={counts.bounced.toLocaleString('en')} />
            <Stat label={T.report.complained} value={counts.complained.toLocaleString('en')} />
            <Stat label={T.report.unsubscribed} value={counts.unsubscribed.toLocaleString('en')} />
            <Stat label={T.report.failed} value={counts.failed.toLocaleString('en')} />
          </dl>
        )}
      </QueryState>
      <p className={styles.hint}>{T.reportNote}</p>
    </div>
  )
}

/** The send's opens and clicks per link, or "Not tracked" for what it did not count. */
function EngagementView({ progress: { opens, clicks } }: { progress: SendProgress }) {
  return (
    <div className={styles.section} aria-labelledby="issue-engagement-heading">
      <h3 id="issue-engagement-heading" className={styles.heading}>
        {T.engagementTitle}
      </h3>
      <dl className={styles.stats}>
        {opens.tracked ? (
          <>
            <Stat label={T.engagement.opens} value={opens.human.toLocaleString('en')} />
            <Stat label={T.engagement.machineOpens} value={opens.machine.toLocaleString('en')} />
          </>
        ) : (
          <Stat label={T.engagement.opens} value={opens.note} />
        )}
        {clicks.tracked ? null : <Stat label={T.engagement.clicks} value={clicks.note} />}
      </dl>
      {clicks.tracked ? (
        clicks.links.length ? (
          <table className={styles.links}>
            <thead>
              <tr>
                <th scope="col">{T.engagement.link}</th>
                <th scope="col">{T.engagement.linkClicks}</th>
                <th scope="col">{T.engagement.linkMachineClicks}</th>
              </tr>
            </thead>
            <tbody>
              {clicks.links.map((link) => (
                <tr key={link.url}>
                  <td className={styles.linkUrl}>{link.url}</td>
                  <td>{link.clicks.toLocaleString('en')}</td>
                  <td>{link.machineClicks.toLocaleString('en')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.hint}>{T.engagement.noClicks}</p>
        )
      ) : null}
      <p className={styles.hint}>{T.engagementNote}</p>
    </div>
  )
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
