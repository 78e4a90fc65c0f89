// "Share Episode": try the system share sheet; if that fails, copy the link; if that
// fails too, the caller shows the error toast.

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

export interface ShareCapableNavigator {
  share?: (data: ShareData) => Promise<void>
  clipboard?: { writeText: (text: string) => Promise<void> }
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError'

export async function shareOrCopy(
  navigator: ShareCapableNavigator,
  data: { title: string; text?: string; url: string },
): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data)
      return 'shared'
    } catch (error) {
      // Closing the share sheet is the visitor's choice, not a failure: no copy, no toast.
      if (isAbort(error)) return 'cancelled'
    }
  }
  if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(data.url)
      return 'copied'
    } catch {
      return 'failed'
    }
  }
  return 'failed'
}

export interface ShareMessages {
  sharedTitle: string
  copiedTitle: string
  copied: string
  failedTitle: string
  failed: string
}

export const SHARE_MESSAGES = {
  sharedTitle: 'Episode Shared',
  copiedTitle: 'Link Copied',
  copied: 'The episode link is on your clipboard.',
  failedTitle: 'Share Failed',
  failed: 'Unable to share episode. Please copy the URL manually.',
} as const satisfies ShareMessages

/** The same chain for a find's permalink page in The Cloud. */
export const FIND_SHARE_MESSAGES = {
  sharedTitle: 'Find Shared',
  copiedTitle: 'Link Copied',
  copied: 'The link to this find is on your clipboard.',
  failedTitle: 'Share Failed',
  failed: 'Unable to share this find. Please copy the URL manually.',
} as const satisfies ShareMessages
