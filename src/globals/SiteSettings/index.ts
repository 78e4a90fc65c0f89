import type { GlobalConfig } from 'payload'
import { anyone, isAdmin } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { mediaVisibilityAfterGlobalChange, refsFromFields } from '../../collections/Media/hooks/visibility'
import { expireCacheAfterGlobalChange } from '../../collections/shared/expireCache'
import { podcastSettingsField } from './podcastFields'

/**
 * Site-wide settings: the hero background behind the home and podcast heroes (GET /api/hero-background)
 * and the podcast show settings of the feed.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: {
    group: 'Settings',
    description: 'The hero background of the home and podcast pages, and the podcast show settings of the feed.',
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
  ],
}
