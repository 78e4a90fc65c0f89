import type { Payload, PayloadRequest, Where } from 'payload'

/**
 * design.md decision 19: a media file is public only while public content uses it. The `public` flag
 * on Media is what read access (REST, GraphQL and the static file route) checks; this module keeps it
 * true exactly when an approved submission, a published episode (images, audio) or story, a brand setting
 * or the site settings (hero, podcast artwork) point at the file. The owning collections call it from their afterChange/afterDelete hooks.
 */

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

/** Adds a relation value (an id or a populated document) and/or URLs to `refs`. */
export function collectRefs(refs: MediaRefs, { relations = [], urls = [] }: { relations?: unknown[]; urls?: unknown[] }): MediaRefs {
  for (const relation of relations) {
    const id = typeof relation === 'number' ? relation : relation && typeof relation === 'object' && 'id' in relation ? relation.id : undefined
    if (typeof id === 'number') refs.ids.push(id)
  }
  for (const url of urls) {
    const filename = mediaFilenameOf(url)
    if (filename) refs.filenames.push(filename)
  }
  return refs
}

interface MediaFiles {
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
type UsingCollection = 'headstash-submissions' | 'podcast-episodes' | 'brand-settings' | 'strain-stories' | 'culture-drops'

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

async function isPubliclyUsed(payload: Payload, req: PayloadRequest | undefined, media: MediaFiles): Promise<boolean> {
  const common = { overrideAccess: true, req } as const
  const editorialImage: Where[] = [{ featuredImage: { equals: media.id } }, { 'meta.image': { equals: media.id } }]
  const uses: Array<[UsingCollection, Where[]]> = [
    ['headstash-submissions', [{ image: { equals: media.id } }, ...urlMatches('imageUrl', media.names)]],
    // Podcast apps fetch a published episode's audio anonymously (the feed's enclosure).
    ['podcast-episodes', [{ audioFile: { equals: media.id } }, ...urlMatches('mainImage', media.names), ...urlMatches('thumbnailImage', media.names)]],
    // Brand settings drive the public layout (favicon, logo, social image).
    ['brand-settings', urlMatches('value', media.names)],
    ['strain-stories', editorialImage],
    ['culture-drops', editorialImage],
  ]
  const checks: Array<() => Promise<number>> = [
    ...uses.map(([collection, refs]) => async () => {
      const rule = await anonymousReadWhere(payload, collection, req)
      if (rule === false || refs.length === 0) return 0
      return (await payload.count({ ...common, collection, where: { and: [rule, { or: refs }] } })).totalDocs
    }),
    async () => {
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...common })
      const hero = mediaFilenameOf(settings.heroBackground?.imageUrl)
      if (hero && media.names.includes(hero)) return 1
      // The show artwork is a site asset: the feed and podcast apps use it.
      const artwork = settings.podcast?.artwork
      const artworkId = typeof artwork === 'object' && artwork ? artwork.id : artwork
      return artworkId === media.id ? 1 : 0
    },
  ]
  for (const check of checks) if ((await check()) > 0) return true
  return false
}

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
    ...(names.length ? [{ filename: { in: names } }, { 'sizes.card.filename': { in: names } }, { 'sizes.full.filename': { in: names } }] : []),
  ]
  const { docs } = await payload.find({ collection: 'media', where: { or }, pagination: false, depth: 0, overrideAccess: true, req })
  for (const doc of docs) {
    const files: MediaFiles = {
      id: doc.id,
      names: [doc.filename, doc.sizes?.card?.filename, doc.sizes?.full?.filename].filter((name): name is string => Boolean(name)),
    }
    const isPublic = await isPubliclyUsed(payload, req, files)
    if (Boolean(doc.public) === isPublic) continue
    await payload.update({ collection: 'media', id: doc.id, data: { public: isPublic }, depth: 0, overrideAccess: true, req })
  }
}
