import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { expireCacheHooks } from '../shared/expireCache'
import {
  draftVersions,
  PUBLISHED_ONLY,
  publishedForVisitors,
  publishUnlessDraft,
  restoreAsPublished,
  skipOnDraftSave,
} from '../shared/publishState'
import { CHANGELOG_TYPES, toOptions } from '@/lib/validation/options'
import { changelogPreviewUrl } from '@/lib/preview/paths'

const changelogCache = expireCacheHooks(CACHE_TAGS.changelog)

export const ChangelogEntries: CollectionConfig = {
  slug: 'changelog-entries',
  labels: { singular: 'Changelog entry', plural: 'Changelog entries' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'version', 'isPublic', '_status', 'createdAt'],
    listSearchableFields: ['title', 'description', 'version'],
    group: 'Content',
    description: 'Platform updates. Public and published entries show on /changelog and in the latest-updates card.',
    // "View on site": the entry on /changelog, once it is public and published.
    preview: (doc) => changelogPreviewUrl(doc),
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeOperation: [publishUnlessDraft, publishedForVisitors],
    beforeChange: [restoreAsPublished],
    afterChange: skipOnDraftSave(changelogCache.afterChange),
    afterDelete: changelogCache.afterDelete,
  },
  versions: draftVersions,
  access: {
    read: adminOrWhere({ and: [{ isPublic: { equals: true } }, PUBLISHED_ONLY] }),
    // Versions hold drafts: staff only (Payload's default lets any signed-in account read them).
    readVersions: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'title', type: 'text', label: 'Title', required: true, admin: { placeholder: 'e.g. Dark mode is here' } },
    {
      name: 'description',
      type: 'textarea',
      label: 'Description',
      required: true,
      admin: { placeholder: 'What changed, in a sentence or two.' },
    },
    { name: 'type', type: 'select', label: 'Type', required: true, defaultValue: 'feature', options: toOptions(CHANGELOG_TYPES) },
    { name: 'version', type: 'text', label: 'Version', admin: { placeholder: 'e.g. 1.4.0' } },
    {
      name: 'isPublic',
      type: 'checkbox',
      label: 'Public',
      defaultValue: false,
      index: true,
      admin: { description: 'Shown in the public changelog and latest-updates card.' },
    },
    {
      name: 'isNew',
      type: 'checkbox',
      label: 'Mark as new',
      defaultValue: true,
      admin: { description: 'Shows a "New" badge next to the entry.' },
    },
    { name: 'author', type: 'relationship', label: 'Author', relationTo: 'users', admin: { position: 'sidebar' } },
    {
      name: 'publishedAt',
      type: 'date',
      label: 'Published at',
      admin: { position: 'sidebar', description: 'When the entry went public.' },
    },
  ],
}
