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

async function isPubliclyUsed(payload: Payload, req: PayloadRequest | undefined, media: MediaFiles): Promise<boolean> {
  const common = { overrideAccess: true, req } as const
  const checks: Array<() => Promise<number>> = [
    async () =>
      (
        await payload.count({
          ...common,
          collection: 'headstash-submissions',
          where: { and: [{ status: { equals: 'approved' } }, { or: [{ image: { equals: media.id } }, ...urlMatches('imageUrl', media.names)] }] },
        })
      ).totalDocs,
    async () =>
      (
        await payload.count({
          ...common,
          collection: 'podcast-episodes',
          where: {
            and: [
              { status: { equals: 'published' } },
              // A never-published draft (issue 17) does not make its files public.
              { _status: { equals: 'published' } },
              // Podcast apps fetch a published episode's audio anonymously (the feed's enclosure).
              { or: [{ audioFile: { equals: media.id } }, ...urlMatches('mainImage', media.names), ...urlMatches('thumbnailImage', media.names)] },
            ],
          },
        })
      ).totalDocs,
    // Brand settings drive the public layout (favicon, logo, social image): all of them are public.
    async () => (await payload.count({ ...common, collection: 'brand-settings', where: { or: urlMatches('value', media.names) } })).totalDocs,
    ...(['strain-stories', 'culture-drops'] as const).map(
      (collection) => async () =>
        (
          await payload.count({
            ...common,
            collection,
            where: { and: [{ status: { equals: 'published' } }, { or: [{ featuredImage: { equals: media.id } }, { 'meta.image': { equals: media.id } }] }] },
          })
        ).totalDocs,
    ),
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
