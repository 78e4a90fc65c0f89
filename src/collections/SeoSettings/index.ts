import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { expireCacheHooks } from '../shared/expireCache'
import { ROBOTS_DIRECTIVES, SEO_DESCRIPTION_MAX, TWITTER_CARDS } from '@/lib/seo/options'
import { taskScreenListComponents } from '../shared/taskScreen'
import { SEO_FIELD_LABELS } from '@/lib/seo/labels'
import { SEO_MESSAGES } from '@/lib/seo/schema'
import { isSeoRoute, normaliseSeoRoute, SEO_ROUTES } from '@/lib/seo/presets'

const asIs = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/** Per-route overrides of the metadata presets in code (src/lib/seo). */
export const SeoSettings: CollectionConfig = {
  slug: 'seo-settings',
  labels: { singular: 'SEO setting', plural: 'SEO settings' },
  admin: {
    components: taskScreenListComponents,
    useAsTitle: 'pageRoute',
    defaultColumns: ['pageRoute', 'title', 'isActive', 'updatedAt'],
    listSearchableFields: ['pageRoute', 'title'],
    group: 'Settings',
    description: 'Per-page overrides of the metadata presets in code; a save takes effect on the next request.',
  },
  hooks: expireCacheHooks(CACHE_TAGS.seo),
  // The public reads active overrides only (they end up in every page's head anyway); staff read all.
  access: { read: adminOrWhere({ isActive: { not_equals: false } }), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'pageRoute',
      type: 'text',
      label: SEO_FIELD_LABELS.pageRoute,
      required: true,
      unique: true,
      index: true,
      access: { update: () => false },
      // Overrides apply only to pages with a metadata preset; "/About/" is stored as "/about".
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseSeoRoute(value) : value)] },
      validate: (value: string | null | undefined) => (value && isSeoRoute(value)) || SEO_MESSAGES.seoUnknownRoute,
      admin: { placeholder: '/live-stash', description: `The page this applies to: ${SEO_ROUTES.join(', ')}. Cannot change later.` },
    },
    { name: 'title', type: 'text', label: SEO_FIELD_LABELS.title, required: true, admin: { placeholder: 'The Cloud | Headstash' } },
    {
      name: 'description',
      type: 'textarea',
      label: SEO_FIELD_LABELS.description,
      required: true,
      maxLength: SEO_DESCRIPTION_MAX,
      admin: { description: `Shown by search engines; at most ${SEO_DESCRIPTION_MAX} characters.` },
    },
    {
      name: 'keywords',
      type: 'text',
      label: SEO_FIELD_LABELS.keywords,
      admin: { placeholder: 'cannabis, strains, community', description: 'Comma separated' },
    },
    {
      name: 'ogTitle',
      type: 'text',
      label: SEO_FIELD_LABELS.ogTitle,
      admin: { description: 'Title on social shares (Open Graph); the page title when empty.' },
    },
    {
      name: 'ogDescription',
      type: 'textarea',
      label: SEO_FIELD_LABELS.ogDescription,
      admin: { description: 'Text on social shares; the meta description when empty.' },
    },
    {
      name: 'ogImage',
      type: 'text',
      label: SEO_FIELD_LABELS.ogImage,
      admin: { placeholder: 'https://… (1200x630)', description: 'Picture on social shares, 1200 by 630.' },
    },
    {
      name: 'twitterCard',
      type: 'select',
      label: SEO_FIELD_LABELS.twitterCard,
      defaultValue: 'summary_large_image',
      options: asIs(TWITTER_CARDS),
    },
    {
      name: 'canonical',
      type: 'text',
      label: SEO_FIELD_LABELS.canonical,
      admin: { placeholder: 'https://…/live-stash', description: "The preferred address of this page; the preset's when empty." },
    },
    {
      name: 'robotsDirective',
      type: 'select',
      label: SEO_FIELD_LABELS.robotsDirective,
      defaultValue: 'index, follow',
      options: asIs(ROBOTS_DIRECTIVES),
    },
    {
      name: 'structuredData',
      type: 'textarea',
      label: SEO_FIELD_LABELS.structuredData,
      admin: { description: 'JSON-LD', placeholder: '{ "@context": "https://schema.org", … }' },
      validate: (value: string | null | undefined) => {
        if (!value) return true
        try {
          JSON.parse(value)
          return true
        } catch {
          return 'Structured data must be valid JSON'
        }
      },
    },
    {
      name: 'isActive',
      type: 'checkbox',
      label: SEO_FIELD_LABELS.isActive,
      defaultValue: true,
      admin: { description: 'Off: the page uses its preset.' },
    },
  ],
}
