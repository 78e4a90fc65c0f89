import type { Payload, PayloadRequest, Where } from 'payload'

/**
 * A media file is public only while public content uses it (docs/decisions.md#media-visibility). The `public` flag
 * on Media is what read access (REST, GraphQL and the static file route) checks; this module keeps it
 * true exactly when an approved submission, a published episode (images, audio) or story, a sent newsletter issue, a brand setting
 * or the site settings (hero, podcast artwork) point at the file. The owning collections call it from their afterChange/afterDelete hooks.
 */

/** Create context: the name to keep as the file's original name (null: keep none), for uploads stored under a generated name. */
export const ORIGINAL_FILENAME = 'originalFilename'

/** Read context flag: leave Media's computed Used by field out of this read. */
export const SKIP_MEDIA_USAGE = 'skipMediaUsage'

/** Where our own media files are served; other URLs (external images) are not ours to guard. */
const MEDIA_FILE_URL = /\/api\/media\/file\/([^/?#]+)/

/** Media referenced by a document: relation ids and `/api/media/file/<name>` URLs. */
export interface MediaRefs {
  ids: number[]
  filenames: string[]
}

export const emptyRefs = (): MediaRefs => ({ ids: [], filenames: [] })

/** The stored file name behind one of our media URLs, if it is one. */
export function mediaFilenameOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  const encoded = MEDIA_FILE_URL.exec(url)?.[1]
  if (!encoded) return undefined
  try {
    return decodeURIComponent(encoded)
  } catch {
    return encoded
  }
}

/** Adds relation values (an id, a populated document, or a hasMany list of either) and/or URLs to `refs`. */
export function collectRefs(refs: MediaRefs, { relations = [], urls = [] }: { relations?: unknown[]; urls?: unknown[] }): MediaRefs {
  for (const relation of relations.flat()) {
    const id =
      typeof relation === 'number' ? relation : relation && typeof relation === 'object' && 'id' in relation ? relation.id : undefined
    if (typeof id === 'number') refs.ids.push(id)
  }
  for (const url of urls) {
    const filename = mediaFilenameOf(url)
    if (filename) refs.filenames.push(filename)
  }
  return refs
}

export interface MediaFiles {
  id: number
  names: string[]
}

/** `contains` conditions matching any stored URL of the file or its resized variants. */
const urlMatches = (field: string, names: string[]): Where[] =>
  names.flatMap((name) => {
    const forms = new Set([name, encodeURIComponent(name)])
    return [...forms].map((form) => ({ [field]: { contains: `/api/media/file/${form}` } }))
  })

/** Collections whose public documents may point at media files. */
type UsingCollection =
  'headstash-submissions' | 'podcast-episodes' | 'brand-settings' | 'strain-stories' | 'culture-drops' | 'newsletter-issues'

/**
 * Every place content points at a media file: the collection, how a document refers to the file and
 * the field naming it for staff. One list serves both questions: "is the file public?" (where the
 * collection's read access decides what is public) and "where is it used?" (the Media list's
 * Used by column).
 */
const USES: Array<{
  collection: UsingCollection
  label: string
  titleField: string
  refersTo: (media: MediaFiles) => Where[]
}> = [
  {
    collection: 'headstash-submissions',
    label: 'WIYHS submission',
    titleField: 'name',
    refersTo: (media) => [{ image: { equals: media.id } }, ...urlMatches('imageUrl', media.names)],
  },
  {
    collection: 'podcast-episodes',
    label: 'Podcast episode',
    titleField: 'title',
    // Podcast apps fetch a published episode's audio anonymously (the feed's enclosure).
    // Transcripts, chapter images and people's pictures are fetched by podcast apps from the feed too.
    refersTo: (media) => [
      { audioFile: { equals: media.id } },
      { 'transcripts.file': { equals: media.id } },
      { 'chapters.image': { equals: media.id } },
      { 'persons.img': { equals: media.id } },
      ...urlMatches('mainImage', media.names),
      ...urlMatches('thumbnailImage', media.names),
    ],
  },
  // A sent issue's images are in every recipient's inbox and on its web page.
  {
    collection: 'newsletter-issues',
    label: 'Newsletter issue',
    titleField: 'subject',
    refersTo: (media) => [{ bodyMedia: { in: [media.id] } }],
  },
  // Brand settings drive the public layout (favicon, logo, social image).
  { collection: 'brand-settings', label: 'Brand setting', titleField: 'key', refersTo: (media) => urlMatches('value', media.names) },
  ...(
    [
      ['strain-stories', 'Strain story'],
      ['culture-drops', 'Culture drop'],
    ] as const
  ).map(([collection, label]) => ({
    collection,
    label,
    titleField: 'title',
    refersTo: (media: MediaFiles): Where[] => [{ featuredImage: { equals: media.id } }, { 'meta.image': { equals: media.id } }],
  })),
]

/**
 * The collection's own read access for an anonymous visitor, as a where: "public" here means exactly
 * what the public may read (approved, published, ...), so the rule is never restated in this file.
 */
async function anonymousReadWhere(payload: Payload, collection: UsingCollection, req: PayloadRequest | undefined): Promise<Where | false> {
  const read = payload.collections[collection]?.config.access.read
  if (!read) return {}
  // Access functions look at req.user only; the rest of the request is passed along unchanged.
  const anonymous = { ...req, payload, user: null } as unknown as PayloadRequest
  const rule = await read({ req: anonymous })
  return rule === true ? {} : rule
}

/** Site-wide uses: the hero background and the show artwork (the feed and podcast apps use it). */
async function siteSettingsUses(payload: Payload, req: PayloadRequest | undefined, media: MediaFiles): Promise<string[]> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  const hero = mediaFilenameOf(settings.heroBackground?.imageUrl)
  const artwork = settings.podcast?.artwork
  const artworkId = typeof artwork === 'object' && artwork ? artwork.id : artwork
  return [
    ...(hero && media.names.includes(hero) ? ['Site settings: hero background'] : []),
    ...(artworkId === media.id ? ['Site settings: podcast artwork'] : []),
  ]
}

async function isPubliclyUsed(payload: Payload, req: PayloadRequest | undefined, media: MediaFiles): Promise<boolean> {
  for (const use of USES) {
    const refers = use.refersTo(media)
    const rule = await anonymousReadWhere(payload, use.collection, req)
    if (rule === false || refers.length === 0) continue
    const { totalDocs } = await payload.count({
      collection: use.collection,
      where: { and: [rule, { or: refers }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) return true
  }
  return (await siteSettingsUses(payload, req, media)).length > 0
}

/** How many users of one collection the Used by column names before it says "and N more". */
const USED_BY_SHOWN = 3

/**
 * Where a media file is used, for staff: `WIYHS submission "Gelato #33"`, `Site settings: hero
 * background`… Published or not (a draft episode still uses its image). Empty when nothing uses it.
 */
export async function mediaUsedBy(payload: Payload, media: MediaFiles, req?: PayloadRequest): Promise<string[]> {
  const found: string[] = []
  // One after the other: inside an operation's transaction the queries share one connection.
  for (const use of USES) {
    const { docs, totalDocs } = await payload.find({
      collection: use.collection,
      where: { or: use.refersTo(media) },
      limit: USED_BY_SHOWN,
      depth: 0,
      overrideAccess: true,
      req,
    })
    found.push(...docs.map((doc) => `${use.label} "${String((doc as unknown as Record<string, unknown>)[use.titleField] ?? doc.id)}"`))
    if (totalDocs > docs.length) found.push(`${totalDocs - docs.length} more (${use.label})`)
  }
  return [...found, ...(await siteSettingsUses(payload, req, media))]
}

/** The names a media document is served under: the original and its resized variants. */
export const mediaFilesOf = (doc: {
  id: number
  filename?: string | null
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}): MediaFiles => ({
  id: doc.id,
  names: [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)].filter((name): name is string => Boolean(name)),
})

/**
 * Recomputes the `public` flag of every media document in `refs`. Runs inside the caller's
 * transaction when given its `req`, so the flag never disagrees with the committed content.
 */
// System job (overrideAccess: true throughout this file): it decides the `public` flag from every
// document, private ones included, inside the caller's transaction; it answers no reader.
export async function refreshMediaVisibility(payload: Payload, refs: MediaRefs, req?: PayloadRequest): Promise<void> {
  const ids = [...new Set(refs.ids)]
  const names = [...new Set(refs.filenames)]
  if (!ids.length && !names.length) return
  const or: Where[] = [
    ...(ids.length ? [{ id: { in: ids } }] : []),
    ...(names.length
      ? [{ filename: { in: names } }, { 'sizes.card.filename': { in: names } }, { 'sizes.full.filename': { in: names } }]
      : []),
  ]
  const { docs } = await payload.find({
    collection: 'media',
    where: { or },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    // This read only needs the file names: the staff-only Used by column is not worth its queries here.
    context: { [SKIP_MEDIA_USAGE]: true },
  })
  for (const doc of docs) {
    const isPublic = await isPubliclyUsed(payload, req, mediaFilesOf(doc))
    if (Boolean(doc.public) === isPublic) continue
    await payload.update({ collection: 'media', id: doc.id, data: { public: isPublic }, depth: 0, overrideAccess: true, req })
  }
}
