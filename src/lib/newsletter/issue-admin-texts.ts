/** Texts of the newsletter issue's edit view: preview, sending, progress and report (toasts are in ADMIN_TOASTS). */

const plural = (count: number, singular: string, many = `${singular}s`) => `${count.toLocaleString('en')} ${count === 1 ? singular : many}`

export const ISSUE_ADMIN_TEXTS = {
  saveFirst: 'Save the issue to preview it and send it.',

  previewTitle: 'E-mail preview',
  previewIntro: 'The current draft, rendered exactly as subscribers get it. Refreshed on every save.',
  previewFrame: (subject: string) => `E-mail preview: ${subject}`,
  previewWidth: 'Preview width',
  previewDesktop: 'Desktop',
  previewMobile: 'Phone (390 px)',
  previewLoading: 'Rendering the e-mail…',
  previewSubject: 'Subject',
  previewPreheader: 'Preheader',
  previewRefresh: 'Refresh preview',

  sendTitle: 'Send',
  sendTest: 'Send a test to me',
  sendTestHint: 'The current draft, to the e-mail address of your account, with "[Test]" before the subject.',
  sendNow: 'Send now',
  sendingNow: 'Counting recipients…',
  sendPublishedHint: 'Subscribers get the published version: publish your changes before sending.',
  scheduleLabel: 'Send at (your local time)',
  schedule: 'Schedule',
  scheduleMissing: 'Choose a date and time first.',
  confirmSendTitle: 'Send this issue now?',
  confirmSend: (subject: string, recipients: number) =>
    `"${subject}" goes to exactly ${plural(recipients, 'subscriber')} now. A sent issue cannot be taken back.`,
  confirmSendButton: (recipients: number) => `Send to ${plural(recipients, 'subscriber')}`,
  confirmScheduleTitle: 'Schedule this issue?',
  confirmSchedule: (subject: string, when: string, recipients: number) =>
    `"${subject}" goes out ${when} to every active, confirmed subscriber at that moment (${plural(recipients, 'subscriber')} today).`,
  confirmScheduleButton: 'Schedule the send',
  resend: 'Re-send to those not yet reached',
  resendHint: 'This issue has already been sent. Sending it again only goes to subscribers no earlier send reached.',
  confirmResendTitle: 'Re-send to those not yet reached?',
  confirmResend: (subject: string, unreached: number) =>
    `"${subject}" goes to the ${plural(unreached, 'subscriber')} it has not reached yet. Nobody gets it twice.`,
  confirmResendButton: (unreached: number) => `Re-send to ${plural(unreached, 'subscriber')}`,

  progressTitle: 'Delivery',
  progressBar: 'Delivery progress',
  states: {
    scheduled: 'Scheduled',
    sending: 'Sending',
    waiting: 'Waiting for the mail server',
    paused: 'Paused',
    cancelled: 'Cancelled',
    done: 'Sent',
  },
  scheduledFor: (when: string) => `Goes out ${when}.`,
  progressSummary: (done: number, recipients: number) => `${done.toLocaleString('en')} of ${plural(recipients, 'recipient')} handled`,
  stats: {
    sent: 'Sent',
    failed: 'Failed',
    remaining: 'Remaining',
    rate: 'Rate',
    eta: 'Time left',
  },
  ratePerSecond: (rate: number) => `${rate.toLocaleString('en')}/s`,
  etaUnknown: '—',
  eta: (seconds: number) => {
    if (seconds < 60) return `${seconds} s`
    const minutes = Math.round(seconds / 60)
    return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`
  },
  /** What a screen reader hears: the state, and progress in steps of a tenth (not every poll). */
  announce: (state: string, percent: number) => `${state}: ${percent}% handled`,
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel the send',
  confirmCancelTitle: 'Cancel this send?',
  confirmCancel: 'Subscribers it has not reached yet will not get this issue from this send. Messages already sent stay sent.',
  confirmCancelButton: 'Cancel the send',
  progressLoading: 'Loading the delivery state…',

  reportTitle: 'Report',
  report: {
    delivered: 'Delivered',
    bounced: 'Bounced',
    complained: 'Complained',
    unsubscribed: 'Unsubscribed after this issue',
    failed: 'Failed',
  },
  reportNote: 'Bounces and complaints count as mail providers report them, which can take days.',

  engagementTitle: 'Opens and clicks',
  engagement: {
    opens: 'Opens',
    machineOpens: 'Machine opens',
    clicks: 'Clicks',
    link: 'Link',
    linkClicks: 'Clicks',
    linkMachineClicks: 'By machines',
    noClicks: 'No clicks yet.',
  },
  engagementNote:
    'Totals for this send only: nobody’s opens or clicks are recorded. Machine opens are loads by mail privacy proxies (Apple Mail loads every message’s images on delivery) and security scanners, not readers. Counting is switched on in Site settings.',
} as const
