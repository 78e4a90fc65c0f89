import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import {
  DEMO_BRAND,
  DEMO_CHANGELOG,
  DEMO_COMPANION_EPISODE,
  DEMO_COMPANIONS,
  DEMO_EPISODES,
  DEMO_TRANSCRIPT_FILES,
  DEMO_GATE,
  DEMO_ISSUE_IMAGE,
  DEMO_ISSUE_POSTAL_ADDRESS,
  DEMO_ISSUES,
  DEMO_SEO,
  DEMO_STRAINS,
  DEMO_SUBMISSIONS,
  DEMO_SUBSCRIBERS,
  type DemoLexicalNode,
} from './data'
import { type DemoMotif, demoImage } from './images'
import { buildEpisodeSlug } from '@/lib/podcast/builders'
import { changelogSave, episodeSave } from '@/lib/publishing/state'

// The demo seed is a system job run at server start (instrumentation.ts) with no user: every Local API
// call here passes overrideAccess: true.
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

async function exists(
  payload: Payload,
  collection: Parameters<Payload['count']>[0]['collection'],
  where: Parameters<Payload['count']>[0]['where'],
) {
  const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
  return totalDocs > 0
}

const MOTIFS: Record<'flower' | 'concentrate' | 'edible', DemoMotif> = { flower: 'leaf', concentrate: 'drops', edible: 'gummies' }

async function uploadDemoImage(
  payload: Payload,
  title: string,
  colors: [string, string],
  size: [number, number] | undefined,
  motif: DemoMotif,
) {
  const filename = `demo-${slugify(title)}.png`
  const found = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, overrideAccess: true })
  if (found.docs[0]) return found.docs[0]
  const data = await demoImage(title, colors[0], colors[1], size?.[0], size?.[1], motif)
  return await payload.create({
    collection: 'media',
    data: { alt: title },
    file: { data, mimetype: 'image/png', name: filename, size: data.length },
    overrideAccess: true,
  })
}

// Short distinct tones (4 s, mono MP3, 32 kbit/s), one per published demo episode, so the demo feed has
// playable enclosures. Read at run time from the source tree, which every deployment ships.
const DEMO_AUDIO_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'src', 'seed', 'audio')

/** The demo audio of an episode (stored once, found again by its name), or null when it has none. */
async function uploadDemoAudio(payload: Payload, episodeNumber: number) {
  const filename = `demo-episode-${episodeNumber}.mp3`
  const found = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, overrideAccess: true })
  if (found.docs[0]) return found.docs[0]
  const data = await fs.readFile(path.join(DEMO_AUDIO_DIR, `episode-${episodeNumber}.mp3`)).catch(() => null)
  if (!data) return null
  return await payload.create({
    collection: 'media',
    data: { alt: `Episode ${episodeNumber} audio` },
    file: { data, mimetype: 'audio/mpeg', name: filename, size: data.length },
    overrideAccess: true,
  })
}

/** The demo transcripts (stored once, found again by their names) and the rest of the demo companions. */
async function demoCompanions(payload: Payload) {
  const transcripts = []
  for (const file of DEMO_TRANSCRIPT_FILES) {
    const found = await payload.find({ collection: 'media', where: { filename: { equals: file.name } }, limit: 1, overrideAccess: true })
    const data = Buffer.from(file.text, 'utf8')
    const media =
      found.docs[0] ??
      (await payload.create({
        collection: 'media',
        data: { alt: `Transcript (${file.language}, ${file.format})` },
        file: { data, mimetype: file.format === 'vtt' ? 'text/vtt' : 'application/x-subrip', name: file.name, size: data.length },
        overrideAccess: true,
      }))
    transcripts.push({ file: media.id, language: file.language, format: file.format })
  }
  return { ...DEMO_COMPANIONS, transcripts }
}

/**
 * Loads the demo data set. Safe to run again: every item is looked up by its natural key first, so a
 * second run adds nothing and changes nothing an editor may have edited.
 */
export async function seedDemoContent(payload: Payload, admin: { username: string; password: string }) {
  const log = (message: string) => payload.logger.info(`[seed] ${message}`)

  const existingAdmin = await payload.find({
    collection: 'users',
    where: { username: { equals: admin.username } },
    limit: 1,
    overrideAccess: true,
  })
  const adminUser =
    existingAdmin.docs[0] ?? (await payload.create({ collection: 'users', data: { ...admin, role: 'admin' }, overrideAccess: true }))

  let created = 0
  for (const { colors, ...submission } of DEMO_SUBMISSIONS) {
    if (await exists(payload, 'headstash-submissions', { name: { equals: submission.name } })) continue
    const image = await uploadDemoImage(payload, submission.name, colors, undefined, MOTIFS[submission.category])
    await payload.create({
      collection: 'headstash-submissions',
      data: { ...submission, image: image.id, imageUrl: image.url ?? undefined },
      overrideAccess: true,
    })
    created += 1
  }
  log(`submissions: ${created} added`)

  created = 0
  for (const strain of DEMO_STRAINS) {
    if (await exists(payload, 'strain-entries', { strainName: { equals: strain.strainName } })) continue
    await payload.create({ collection: 'strain-entries', data: strain, overrideAccess: true })
    await payload.create({
      collection: 'strains',
      data: {
        name: strain.strainName,
        type: strain.strainType,
        description: strain.description,
        thcContent: strain.thcContent,
        effects: strain.effects?.split(',').map((effect) => effect.trim()),
        terpenes: strain.terpenes?.split(',').map((terpene) => terpene.trim()),
      },
      overrideAccess: true,
    })
    created += 1
  }
  log(`strains: ${created} added`)

  created = 0
  let withAudio = 0
  for (const { colors, status, announced, ...episode } of DEMO_EPISODES) {
    const slug = buildEpisodeSlug(episode.episodeNumber, episode.title)
    const audio = status === 'published' && !announced ? await uploadDemoAudio(payload, episode.episodeNumber) : null
    const existing = await payload.find({
      collection: 'podcast-episodes',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const stored = existing.docs[0]
    const companions = episode.episodeNumber === DEMO_COMPANION_EPISODE ? await demoCompanions(payload) : null
    if (stored) {
      // Demo data from before the seed had audio: a published demo episode without any gets its tone.
      if (audio && !stored.audioFile && !stored.audioUrl?.trim()) {
        await payload.update({ collection: 'podcast-episodes', id: stored.id, data: { audioFile: audio.id }, overrideAccess: true })
        withAudio += 1
      }
      // Likewise the companion episode from before transcripts existed, unless an editor gave it any.
      if (companions && !stored.transcripts?.length && !stored.chapters?.length) {
        await payload.update({ collection: 'podcast-episodes', id: stored.id, data: companions, overrideAccess: true })
      }
      continue
    }
    const image = await uploadDemoImage(payload, `Episode ${episode.episodeNumber}`, colors, [1344, 756], 'waves')
    const save = episodeSave(status ?? 'draft')
    await payload.create({
      collection: 'podcast-episodes',
      data: {
        ...episode,
        ...save.data,
        slug,
        mainImage: image.url ?? undefined,
        thumbnailImage: image.sizes?.card?.url ?? image.url ?? undefined,
        audioFile: audio?.id,
        ...(companions ?? {}),
        author: adminUser.id,
      },
      draft: save.draft,
      overrideAccess: true,
    })
    created += 1
  }
  log(`episodes: ${created} added, ${withAudio} given their demo audio`)

  created = 0
  for (const { isPublic, ...entry } of DEMO_CHANGELOG) {
    if (await exists(payload, 'changelog-entries', { title: { equals: entry.title } })) continue
    const save = changelogSave(isPublic ?? false)
    await payload.create({ collection: 'changelog-entries', data: { ...entry, ...save.data, author: adminUser.id }, overrideAccess: true })
    created += 1
  }
  log(`changelog entries: ${created} added`)

  if (!(await exists(payload, 'gates', { name: { equals: DEMO_GATE.name } }))) {
    await payload.create({ collection: 'gates', data: DEMO_GATE, overrideAccess: true })
    log('gate added')
  }
  for (const setting of DEMO_SEO) {
    if (await exists(payload, 'seo-settings', { pageRoute: { equals: setting.pageRoute } })) continue
    await payload.create({ collection: 'seo-settings', data: setting, overrideAccess: true })
  }
  for (const setting of DEMO_BRAND) {
    if (await exists(payload, 'brand-settings', { key: { equals: setting.key } })) continue
    await payload.create({ collection: 'brand-settings', data: setting, overrideAccess: true })
  }
  for (const email of DEMO_SUBSCRIBERS) {
    if (await exists(payload, 'newsletter-subscribers', { email: { equals: email } })) continue
    const now = new Date().toISOString()
    const lapsed = email.startsWith('lapsed')
    await payload.create({
      collection: 'newsletter-subscribers',
      data: {
        email,
        subscribedAt: now,
        confirmedAt: now,
        source: 'seed',
        status: lapsed ? 'inactive' : 'active',
        unsubscribedAt: lapsed ? now : null,
      },
      overrideAccess: true,
    })
  }

  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (!settings.heroBackground?.imageUrl) {
    const hero = await uploadDemoImage(payload, 'Herban Conversations', ['#052e16', '#65a30d'], [1344, 756], 'leaf')
    await payload.updateGlobal({ slug: 'site-settings', data: { heroBackground: { imageUrl: hero.url } }, overrideAccess: true })
  }
  if (!settings.postalAddress?.trim()) {
    await payload.updateGlobal({ slug: 'site-settings', data: { postalAddress: DEMO_ISSUE_POSTAL_ADDRESS }, overrideAccess: true })
  }

  created = 0
  for (const { body, ...issue } of DEMO_ISSUES) {
    if (await exists(payload, 'newsletter-issues', { slug: { equals: issue.slug } })) continue
    const image = body.includes(DEMO_ISSUE_IMAGE)
      ? await uploadDemoImage(payload, 'Smoke Signals', ['#431407', '#ea580c'], [1200, 600], 'leaf')
      : null
    const children = body.flatMap((node): DemoLexicalNode[] =>
      node === DEMO_ISSUE_IMAGE
        ? image
          ? [{ type: 'upload', version: 3, format: '', relationTo: 'media', value: image.id, fields: {} }]
          : []
        : [node],
    )
    await payload.create({
      collection: 'newsletter-issues',
      data: { ...issue, body: { root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children } } },
      overrideAccess: true,
    })
    created += 1
  }
  log(`newsletter issues: ${created} added`)
  log('done')
}
