import type { Endpoint } from 'payload'
import { adminBulkEndpoints } from './bulk'
import { adminBulkDecisionEndpoints } from './bulk-decisions'
import { adminChangelogEndpoints } from './changelog'
import { adminGateEndpoints } from './gates'
import { adminImageEndpoints } from './images'
import { adminModerationEndpoints } from './moderation'
import { adminNewsletterEndpoints } from './newsletter'
import { adminNewsletterEditorEndpoints } from './newsletter-editor'
import { adminPodcastEndpoints } from './podcast'
import { adminPodcastDownloadEndpoints } from './podcast-downloads'
import { adminReviewEndpoints } from './review'
import { adminSettingsEndpoints } from './settings'
import { adminSubmissionEndpoints } from './submissions'
import { adminSubscriberEndpoints } from './subscribers'

/** Staff-only calls under /api/admin; each handler checks the admin role itself. */
export const adminEndpoints: Endpoint[] = [
  ...adminSubscriberEndpoints,
  ...adminNewsletterEndpoints,
  ...adminNewsletterEditorEndpoints,
  ...adminBulkEndpoints,
  ...adminBulkDecisionEndpoints,
  ...adminSubmissionEndpoints,
  ...adminModerationEndpoints,
  ...adminReviewEndpoints,
  ...adminPodcastEndpoints,
  ...adminPodcastDownloadEndpoints,
  ...adminGateEndpoints,
  ...adminChangelogEndpoints,
  ...adminImageEndpoints,
  ...adminSettingsEndpoints,
]
