import type { PayloadRequest } from 'payload'
import { addressFrom, NEWSLETTER_LINK_ACTIONS } from '@/lib/newsletter/requests'
import { stopNotices } from './notices'
import { NOTICE_STOP_API } from './paths'
import { NOTICE_TEXTS } from './texts'

/**
 * Every page an e-mailed link opens, by the API path its buttons post the token to: the newsletter's and
 * the find notices' (here, since lib/moderation may read lib/newsletter and not the other way round).
 * The JSON endpoints and the forms posted without JavaScript (./link-action.ts) run these.
 */
export const LINK_ACTIONS = {
  ...NEWSLETTER_LINK_ACTIONS,
  // Like the unsubscribe: the signed token is checked before any database work.
  [NOTICE_STOP_API]: async (req: PayloadRequest, token: string): Promise<string> => {
    await stopNotices(req.payload, addressFrom('stop-find-notices', token))
    return NOTICE_TEXTS.stopped
  },
} as const satisfies Record<string, (req: PayloadRequest, token: string) => Promise<string>>

export type LinkActionPath = keyof typeof LINK_ACTIONS

export const isLinkActionPath = (value: unknown): value is LinkActionPath => typeof value === 'string' && Object.hasOwn(LINK_ACTIONS, value)
