import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { expireCacheHooks } from '../shared/expireCache'
import { draftVersions, publishedForVisitors, publishUnlessDraft, restoreAsPublished, skipOnDraftSave } from '../shared/publishState'
import { CHANGELOG_TYPES } from '@/lib/changelog/options'
import { toOptions } from '@/lib/forms/options'
import { changelogPreviewUrl } from '@/lib/preview/paths'
import { isPublicOf, PUBLISHED_ONLY } from '@/lib/publishing/state'
import { stampPublishedAt } from './hooks/stampPublishedAt'
import { taskScreenListComponents } from '../shared/taskScreen'

const changelogCache = expireCacheHooks(CACHE_TAGS.changelog)

export const ChangelogEntries: CollectionConfig = {
  slug: 'changelog-entries',
  labels: { singular: 'Changelog entry', plural: 'Changelog entries' },
  admin: {
    components: taskScreenListComponents,
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'version', '_status', 'publishedAt', 'createdAt'],
    listSearchableFields: ['title', 'description', 'version'],
    group: 'Content',
    description: 'Platform updates. Published entries show on /changelog and in the latest-updates card; drafts are internal.',
    // "View on site": the entry on /changelog, once it is public and published.
    preview: (doc) => changelogPreviewUrl(doc),
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeOperation: [publishUnlessDraft, publishedForVisitors],
    beforeChange: [restoreAsPublished, stampPublishedAt],
    afterChange: skipOnDraftSave(changelogCache.afterChange),
    afterDelete: changelogCache.afterDelete,
  },
  versions: draftVersions,
  access: {
    read: adminOrWhere(PUBLISHED_ONLY),
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
      // The contract's isPublic: whether the entry is published. Read from the publish state, never stored,
      // so "Publish" in Payload's admin and the dashboard's Publish mean the same thing.
      name: 'isPublic',
      type: 'checkbox',
      label: 'Public',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [({ siblingData }) => isPublicOf(siblingData)] },
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
      admin: { position: 'sidebar', description: 'When the entry went public; set on its first publish when empty.' },
    },
  ],
}
