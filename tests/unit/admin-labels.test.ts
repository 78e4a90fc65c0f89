// Editors see human labels, a description or an example on every field of Payload's generated
// admin, never Payload's machine-made words ("Thc Content", "Image Url", "Cta Newsletter Url").
// Walks the collection and global configs as written (src/collections, src/globals), nested fields
// included; plugin fields (SEO meta, storage internals) are the plugins' business.
import { describe, expect, it } from 'vitest'
import type { CollectionConfig, Field, GlobalConfig } from 'payload'
import { AuditLog } from '@/collections/AuditLog'
import { BrandSettings } from '@/collections/BrandSettings'
import { ChangelogEntries } from '@/collections/ChangelogEntries'
import { CultureDrops } from '@/collections/CultureDrops'
import { GateInteractions } from '@/collections/GateInteractions'
import { HeadstashSubmissions } from '@/collections/HeadstashSubmissions'
import { Media } from '@/collections/Media'
import { MoodAnalytics } from '@/collections/MoodAnalytics'
import { MoodEntries } from '@/collections/MoodEntries'
import { NewsletterIssues } from '@/collections/NewsletterIssues'
import { NewsletterSubscribers } from '@/collections/NewsletterSubscribers'
import { PodcastEpisodes } from '@/collections/PodcastEpisodes'
import { SearchMisses } from '@/collections/SearchMisses'
import { SeoSettings } from '@/collections/SeoSettings'
import { StrainStories } from '@/collections/StrainStories'
import { StrainSubmissions } from '@/collections/StrainSubmissions'
import { Strains } from '@/collections/Strains'
import { SubscriptionGates } from '@/collections/SubscriptionGates'
import { Users } from '@/collections/Users'
import { SiteSettings } from '@/globals/SiteSettings'
import config from '@payload-config'
import { PRODUCT_CATEGORIES } from '@/lib/submissions/options'
import { CATEGORY_SPECIFIC_FIELDS, REQUIRED_BY_CATEGORY } from '@/lib/submissions/fields'

const collections: CollectionConfig[] = [
  AuditLog,
  BrandSettings,
  ChangelogEntries,
  CultureDrops,
  GateInteractions,
  HeadstashSubmissions,
  Media,
  MoodAnalytics,
  MoodEntries,
  NewsletterIssues,
  NewsletterSubscribers,
  PodcastEpisodes,
  SearchMisses,
  SeoSettings,
  StrainStories,
  StrainSubmissions,
  Strains,
  SubscriptionGates,
  Users,
]
const globals: GlobalConfig[] = [SiteSettings]
/** One row per episode: the list's episode column says what it is; nothing else would make a title. */
const NO_TITLE = new Set(['mood-analytics'])

/** What Payload would have made of a camelCase name: the tell-tale acronyms in the wrong case. */
const MACHINE_WORDS = /\b(Thc|Cbd|Url|Cta|Id|Seo|Og|Json|Rss|Guid|Api|Html)\b/
/** Inputs where an editor types free text: each needs a description or an example placeholder. */
const TYPED_INPUTS = new Set(['text', 'textarea', 'email', 'number'])

interface Problem {
  path: string
  problem: string
}

/**
 * Fields Payload adds itself, with its own translated labels: the draft state and, on the auth
 * collection, the login fields and sessions. Building the config adds them to these same objects.
 */
const PAYLOAD_OWNED = new Set(['_status', 'users.email', 'users.username', 'users.sessions'])

const isHidden = (field: Field): boolean =>
  ('hidden' in field && field.hidden === true) || Boolean(field.admin && 'hidden' in field.admin && field.admin.hidden)

function walk(fields: Field[], prefix: string, problems: Problem[]): void {
  for (const field of fields) {
    const name = 'name' in field ? field.name : undefined
    const path = name ? `${prefix}.${name}` : `${prefix}.(${field.type})`
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if (typeof tab.label !== 'string' || !tab.label.trim()) problems.push({ path, problem: 'tab without a label' })
        walk(tab.fields, `${prefix}.${'name' in tab && tab.name ? tab.name : String(tab.label)}`, problems)
      }
      continue
    }
    if (isHidden(field) || field.type === 'ui' || PAYLOAD_OWNED.has(name ?? '') || PAYLOAD_OWNED.has(path)) continue
    const label = 'label' in field ? field.label : undefined
    if (field.type !== 'row') {
      if (typeof label !== 'string' || !label.trim()) problems.push({ path, problem: 'no label (Payload would make one from the name)' })
      else if (MACHINE_WORDS.test(label)) problems.push({ path, problem: `machine-made label "${label}"` })
    }
    if (TYPED_INPUTS.has(field.type)) {
      const admin = (field.admin ?? {}) as { description?: unknown; placeholder?: unknown; readOnly?: boolean }
      if (!admin.description && !admin.placeholder && !admin.readOnly) problems.push({ path, problem: 'no description or placeholder' })
    }
    if ('fields' in field && Array.isArray(field.fields)) walk(field.fields, path, problems)
  }
}

describe("Payload's generated admin speaks to editors", () => {
  it('labels every field of every collection and global by hand, and explains every typed input', () => {
    const problems: Problem[] = []
    for (const collection of collections) walk(collection.fields, collection.slug, problems)
    for (const global of globals) walk(global.fields, global.slug, problems)
    expect(problems).toEqual([])
  })

  it('gives every collection names, a group, default columns, a title field and a description', () => {
    const problems: string[] = []
    for (const { slug, labels, admin } of collections) {
      if (!labels?.singular || !labels.plural) problems.push(`${slug}: no singular/plural labels`)
      if (!admin?.group) problems.push(`${slug}: no group`)
      if (!admin?.defaultColumns?.length) problems.push(`${slug}: no default columns`)
      if (!admin?.useAsTitle && !NO_TITLE.has(slug)) problems.push(`${slug}: no title field (the list would show ids)`)
      if (!admin?.description) problems.push(`${slug}: no description`)
    }
    for (const { slug, label } of globals) if (!label) problems.push(`${slug}: no label`)
    expect(problems).toEqual([])
  })

  it('lists every collection of the config here, so a new one cannot skip the checks', async () => {
    const built = await config
    const ours = new Set(collections.map((collection) => collection.slug))
    const missing = built.collections.map((collection) => collection.slug).filter((slug) => !slug.startsWith('payload-') && !ours.has(slug))
    expect(missing).toEqual([])
    // Payload's own (payload-jobs-stats, added once a job has a schedule) are Payload's to label.
    expect(
      built.globals
        .map((global) => global.slug)
        .filter((slug) => !slug.startsWith('payload-') && !globals.some((global) => global.slug === slug)),
    ).toEqual([])
  })
})

describe('submission detail fields follow the category, by the public form’s rule', () => {
  it('shows each category-specific field exactly for the categories REQUIRED_BY_CATEGORY names, and the figures once a category is chosen', () => {
    const conditionOf = (name: string) => {
      const found = HeadstashSubmissions.fields.find((field) => 'name' in field && field.name === name)
      const condition = found?.admin && 'condition' in found.admin ? found.admin.condition : undefined
      expect(condition, name).toBeTypeOf('function')
      return (category: string | undefined) =>
        condition?.({ category }, { category }, { blockData: {}, operation: 'update', path: [name], user: null }) === true
    }
    for (const field of CATEGORY_SPECIFIC_FIELDS) {
      const shows = conditionOf(field)
      expect(shows(undefined), `${field} without a category`).toBe(false)
      for (const category of PRODUCT_CATEGORIES) {
        const expected =
          field === 'thcContent' || field === 'cbdContent' || (REQUIRED_BY_CATEGORY[category] as readonly string[]).includes(field)
        expect(shows(category), `${field} on ${category}`).toBe(expected)
      }
    }
  })
})
