import * as migration_20261122_025831_initial from './20261122_025831_initial';
import * as migration_20261123_111355_media_visibility_import_key from './20261123_111355_media_visibility_import_key';
import * as migration_20261123_112000_normalise_vibes_one_picture from './20261123_112000_normalise_vibes_one_picture';
import * as migration_20261123_114334_podcast_show_settings from './20261123_114334_podcast_show_settings';
import * as migration_20261123_114601_newsletter_consent from './20261123_114601_newsletter_consent';
import * as migration_20261123_124351_episode_changelog_drafts from './20261123_124351_episode_changelog_drafts';
import * as migration_20261123_160000_cloud_search from './20261123_160000_cloud_search';
import * as migration_20261125_134800_one_publish_state from './20261125_134800_one_publish_state';
import * as migration_20261125_134937_newsletter_confirmation_sends from './20261125_134937_newsletter_confirmation_sends';
import * as migration_20261125_150000_canonical_vibes from './20261125_150000_canonical_vibes';
import * as migration_20261125_164916_newsletter_issues from './20261125_164916_newsletter_issues';
import * as migration_20261125_170002_newsletter_ledger from './20261125_170002_newsletter_ledger';
import * as migration_20261125_170207_newsletter_issue_body from './20261125_170207_newsletter_issue_body';
import * as migration_20261125_171607_newsletter_events from './20261125_171607_newsletter_events';
import * as migration_20261125_174532_newsletter_message_id_index from './20261125_174532_newsletter_message_id_index';
import * as migration_20261125_195348_audit_log_and_rejection_reasons from './20261125_195348_audit_log_and_rejection_reasons';
import * as migration_20261125_195835_submission_claims from './20261125_195835_submission_claims';
import * as migration_20261125_200105_bulk_decisions_duplicates_notices from './20261125_200105_bulk_decisions_duplicates_notices';
import * as migration_20261125_200108_podcast_transcripts_chapters from './20261125_200108_podcast_transcripts_chapters';
import * as migration_20261125_200147_audit_actor_snapshot from './20261125_200147_audit_actor_snapshot';
import * as migration_20261125_200255_newsletter_tracking_and_sent_content from './20261125_200255_newsletter_tracking_and_sent_content';
import * as migration_20261125_200309_podcast_downloads from './20261125_200309_podcast_downloads';
import * as migration_20261125_200419_moderation_overdue_alert from './20261125_200419_moderation_overdue_alert';
import * as migration_20261125_201417_cloud_aggregates from './20261125_201417_cloud_aggregates';
import * as migration_20261125_205925_reconcile_moderation_podcast from './20261125_205925_reconcile_moderation_podcast';
import * as migration_20261129_024630_search_that_forgives from './20261129_024630_search_that_forgives';
import * as migration_20261129_031000_list_indexes from './20261129_031000_list_indexes';
import * as migration_20261129_043500_image_url_trigram from './20261129_043500_image_url_trigram';
import * as migration_20261129_172011_title_search from './20261129_172011_title_search';

export const migrations = [
  {
    up: migration_20261122_025831_initial.up,
    down: migration_20261122_025831_initial.down,
    name: '20261122_025831_initial',
  },
  {
    up: migration_20261123_111355_media_visibility_import_key.up,
    down: migration_20261123_111355_media_visibility_import_key.down,
    name: '20261123_111355_media_visibility_import_key',
  },
  {
    up: migration_20261123_112000_normalise_vibes_one_picture.up,
    down: migration_20261123_112000_normalise_vibes_one_picture.down,
    name: '20261123_112000_normalise_vibes_one_picture',
  },
  {
    up: migration_20261123_114334_podcast_show_settings.up,
    down: migration_20261123_114334_podcast_show_settings.down,
    name: '20261123_114334_podcast_show_settings',
  },
  {
    up: migration_20261123_114601_newsletter_consent.up,
    down: migration_20261123_114601_newsletter_consent.down,
    name: '20261123_114601_newsletter_consent',
  },
  {
    up: migration_20261123_124351_episode_changelog_drafts.up,
    down: migration_20261123_124351_episode_changelog_drafts.down,
    name: '20261123_124351_episode_changelog_drafts',
  },
  {
    up: migration_20261123_160000_cloud_search.up,
    down: migration_20261123_160000_cloud_search.down,
    name: '20261123_160000_cloud_search',
  },
  {
    up: migration_20261125_134800_one_publish_state.up,
    down: migration_20261125_134800_one_publish_state.down,
    name: '20261125_134800_one_publish_state',
  },
  {
    up: migration_20261125_134937_newsletter_confirmation_sends.up,
    down: migration_20261125_134937_newsletter_confirmation_sends.down,
    name: '20261125_134937_newsletter_confirmation_sends',
  },
  {
    up: migration_20261125_150000_canonical_vibes.up,
    down: migration_20261125_150000_canonical_vibes.down,
    name: '20261125_150000_canonical_vibes',
  },
  {
    up: migration_20261125_164916_newsletter_issues.up,
    down: migration_20261125_164916_newsletter_issues.down,
    name: '20261125_164916_newsletter_issues',
  },
  {
    up: migration_20261125_170002_newsletter_ledger.up,
    down: migration_20261125_170002_newsletter_ledger.down,
    name: '20261125_170002_newsletter_ledger',
  },
  {
    up: migration_20261125_170207_newsletter_issue_body.up,
    down: migration_20261125_170207_newsletter_issue_body.down,
    name: '20261125_170207_newsletter_issue_body',
  },
  {
    up: migration_20261125_171607_newsletter_events.up,
    down: migration_20261125_171607_newsletter_events.down,
    name: '20261125_171607_newsletter_events',
  },
  {
    up: migration_20261125_174532_newsletter_message_id_index.up,
    down: migration_20261125_174532_newsletter_message_id_index.down,
    name: '20261125_174532_newsletter_message_id_index',
  },
  {
    up: migration_20261125_195348_audit_log_and_rejection_reasons.up,
    down: migration_20261125_195348_audit_log_and_rejection_reasons.down,
    name: '20261125_195348_audit_log_and_rejection_reasons',
  },
  {
    up: migration_20261125_195835_submission_claims.up,
    down: migration_20261125_195835_submission_claims.down,
    name: '20261125_195835_submission_claims',
  },
  {
    up: migration_20261125_200105_bulk_decisions_duplicates_notices.up,
    down: migration_20261125_200105_bulk_decisions_duplicates_notices.down,
    name: '20261125_200105_bulk_decisions_duplicates_notices',
  },
  {
    up: migration_20261125_200108_podcast_transcripts_chapters.up,
    down: migration_20261125_200108_podcast_transcripts_chapters.down,
    name: '20261125_200108_podcast_transcripts_chapters',
  },
  {
    up: migration_20261125_200147_audit_actor_snapshot.up,
    down: migration_20261125_200147_audit_actor_snapshot.down,
    name: '20261125_200147_audit_actor_snapshot',
  },
  {
    up: migration_20261125_200255_newsletter_tracking_and_sent_content.up,
    down: migration_20261125_200255_newsletter_tracking_and_sent_content.down,
    name: '20261125_200255_newsletter_tracking_and_sent_content',
  },
  {
    up: migration_20261125_200309_podcast_downloads.up,
    down: migration_20261125_200309_podcast_downloads.down,
    name: '20261125_200309_podcast_downloads',
  },
  {
    up: migration_20261125_200419_moderation_overdue_alert.up,
    down: migration_20261125_200419_moderation_overdue_alert.down,
    name: '20261125_200419_moderation_overdue_alert',
  },
  {
    up: migration_20261125_201417_cloud_aggregates.up,
    down: migration_20261125_201417_cloud_aggregates.down,
    name: '20261125_201417_cloud_aggregates',
  },
  {
    up: migration_20261125_205925_reconcile_moderation_podcast.up,
    down: migration_20261125_205925_reconcile_moderation_podcast.down,
    name: '20261125_205925_reconcile_moderation_podcast',
  },
  {
    up: migration_20261129_024630_search_that_forgives.up,
    down: migration_20261129_024630_search_that_forgives.down,
    name: '20261129_024630_search_that_forgives',
  },
  {
    up: migration_20261129_031000_list_indexes.up,
    down: migration_20261129_031000_list_indexes.down,
    name: '20261129_031000_list_indexes',
  },
  {
    up: migration_20261129_043500_image_url_trigram.up,
    down: migration_20261129_043500_image_url_trigram.down,
    name: '20261129_043500_image_url_trigram',
  },
  {
    up: migration_20261129_172011_title_search.up,
    down: migration_20261129_172011_title_search.down,
    name: '20261129_172011_title_search'
  },
];
