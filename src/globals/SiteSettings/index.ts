import type { GlobalConfig } from 'payload'
import { anyone, isAdmin } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { mediaVisibilityAfterGlobalChange, refsFromFields } from '../../collections/Media/hooks/visibility'
import { expireCacheAfterGlobalChange } from '../../collections/shared/expireCache'
import { TRACKING_SETTING_TEXTS } from '@/lib/newsletter/tracking'
import { podcastSettingsField } from './podcastFields'

/**
 * Site-wide settings: the hero background behind the home and podcast heroes (GET /api/hero-background),
 * the podcast show settings of the feed, the newsletter sender's postal address and whether newsletter
 * messages count opens and clicks.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: {
    group: 'Settings',
    description:
      'The hero background of the home and podcast pages, the podcast show settings of the feed, the postal address newsletter issues carry, and newsletter open and click counting.',
  },
  access: { read: anyone, update: isAdmin },
  hooks: {
    afterChange: [
      expireCacheAfterGlobalChange(CACHE_TAGS.siteSettings),
      mediaVisibilityAfterGlobalChange(refsFromFields({ relations: ['podcast.artwork'], urls: ['heroBackground.imageUrl'] })),
    ],
  },
  fields: [
    {
      name: 'heroBackground',
      type: 'group',
      label: 'Hero background',
      fields: [
        {
          name: 'imageUrl',
          type: 'text',
          label: 'Hero image address (URL)',
          admin: { placeholder: 'https://… or /api/media/file/…', description: 'URL of the hero image (1344x756, 16:9)' },
        },
      ],
    },
    podcastSettingsField,
    {
      name: 'postalAddress',
      type: 'textarea',
      label: 'Sender postal address',
      maxLength: 300,
      admin: {
        placeholder: 'Headstash Media, 123 Example St, Denver, CO 80202, USA',
        description:
          'Printed in the footer of every newsletter issue: the law for commercial e-mail (e.g. CAN-SPAM) requires a valid postal address of the sender.',
      },
    },
    {
      name: 'newsletterTracking',
      type: 'group',
      label: TRACKING_SETTING_TEXTS.groupLabel,
      admin: { description: TRACKING_SETTING_TEXTS.groupDescription },
      fields: [
        {
          name: 'opens',
          type: 'checkbox',
          label: TRACKING_SETTING_TEXTS.opensLabel,
          defaultValue: false,
          admin: { description: TRACKING_SETTING_TEXTS.opensDescription },
        },
        {
          name: 'clicks',
          type: 'checkbox',
          label: TRACKING_SETTING_TEXTS.clicksLabel,
          defaultValue: false,
          admin: { description: TRACKING_SETTING_TEXTS.clicksDescription },
        },
      ],
    },
  ],
}
