/**
 * The rules every writer of a submission applies: the collection hooks (admin endpoints, REST, GraphQL,
 * Payload's admin, the seed) call them one document at a time, and the bulk CSV import calls them for
 * each row before its batched insert. Each takes the data and what it needs, and returns the new data.
 */
import type { MediaLookup } from '../images/media'

type Relation = number | { id: number } | null | undefined

export interface PictureFields {
  image?: Relation
  imageUrl?: string | null
}

const idOf = (value: Relation): number | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

const urlOf = (value: string | null | undefined): string | null => value?.trim() || null

/**
 * A submission has one picture: whichever of `imageUrl` and the `image` upload was applied last. Public
 * reads prefer the upload's resized variants, so the two must never disagree:
 * - a new `imageUrl` (Apply Match, Apply All Exact Matches, the dialog's Image URL, REST, a CSV row)
 *   links `image` to the media file that URL names, or unlinks it when the URL is elsewhere or cleared;
 * - a new `image` alone (an upload in Payload's admin) sets `imageUrl` to that file's URL.
 * `before` is the stored document on an update, undefined for a new one.
 */
export async function onePicture<T extends PictureFields>(data: T, before: PictureFields | undefined, media: MediaLookup): Promise<T> {
  const urlChanged = data.imageUrl !== undefined && urlOf(data.imageUrl) !== urlOf(before?.imageUrl)
  const imageChanged = data.image !== undefined && idOf(data.image) !== idOf(before?.image)
  if (urlChanged) {
    const imageUrl = urlOf(data.imageUrl)
    return { ...data, imageUrl, image: imageUrl ? ((await media.idsForUrls([imageUrl])).get(imageUrl) ?? null) : null }
  }
  if (imageChanged) {
    const id = idOf(data.image)
    const file = id === null ? null : await media.byId(id)
    return { ...data, image: file ? file.id : null, imageUrl: file?.url ?? null }
  }
  return data
}

/** A lookup answering from URLs resolved beforehand in one query, for writers of many rows at once. */
export async function prefetchedMedia(media: MediaLookup, urls: ReadonlyArray<string | null | undefined>): Promise<MediaLookup> {
  const known = await media.idsForUrls(urls.flatMap((url) => urlOf(url) ?? []))
  return {
    idsForUrls: async (wanted) => new Map(wanted.flatMap((url) => (known.has(url) ? [[url, known.get(url) as number] as const] : []))),
    byId: (id) => media.byId(id),
  }
}

export interface ReviewFields {
  status?: string | null
  reviewedBy?: Relation
  reviewedAt?: string | null
}

/**
 * Whoever decides a submission's status is recorded as its reviewer, with the time: moving it to
 * another status, or creating it already decided (staff adding an approved entry, the bulk import).
 * A new entry that is pending, or a write without a signed-in user, records nobody.
 */
export function recordReview<T extends ReviewFields>(
  data: T,
  before: ReviewFields | undefined,
  reviewer: { id: number } | null | undefined,
  now: Date = new Date(),
): T {
  const decided = before ? Boolean(data.status) && data.status !== before.status : Boolean(data.status) && data.status !== 'pending'
  if (!decided || !reviewer) return data
  return { ...data, reviewedBy: reviewer.id, reviewedAt: now.toISOString() }
}
