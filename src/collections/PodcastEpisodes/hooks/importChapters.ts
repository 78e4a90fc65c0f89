import { randomBytes } from 'node:crypto'
import { type FieldHook, ValidationError } from 'payload'
import { ChaptersError, parseChaptersJson } from '@/lib/podcast/chapters'
import { readMediaBytes } from '@/lib/podcast/companions'
import { mediaFilenameOf } from '@/lib/images/visibility'
import type { PodcastEpisode } from '@/payload-types'

type ChapterRow = NonNullable<PodcastEpisode['chapters']>[number]

/**
 * A JSON Chapters file chosen in `chaptersFile` is copied into the chapter list on save and the field is
 * emptied: the list stays the one source of the served chapters, editable like any hand-made one. A
 * chapter image that is one of this site's media files becomes that file; other addresses are dropped.
 */
export const importChaptersFile: FieldHook<PodcastEpisode> = async ({ value, siblingData, req }) => {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  if (typeof id !== 'number' && typeof id !== 'string') return null
  const media = await req.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  const fail = (message: string) => new ValidationError({ errors: [{ path: 'chaptersFile', message }] })
  const bytes = media ? await readMediaBytes(media) : null
  if (!bytes) throw fail('The chapters file could not be read')
  let chapters
  try {
    chapters = parseChaptersJson(bytes)
  } catch (error) {
    if (error instanceof ChaptersError) throw fail(error.message)
    throw error
  }
  const rows: ChapterRow[] = []
  for (const chapter of chapters) {
    const filename = mediaFilenameOf(chapter.img)
    const image = filename
      ? (
          await req.payload.find({
            collection: 'media',
            where: { filename: { equals: filename } },
            limit: 1,
            depth: 0,
            overrideAccess: true,
            req,
          })
        ).docs[0]?.id
      : undefined
    // Rows made here skip the form, which gives each row its id: the same 24-hex kind of id.
    rows.push({
      id: randomBytes(12).toString('hex'),
      startTime: chapter.startTime,
      title: chapter.title,
      image: image ?? null,
      url: chapter.url,
    })
  }
  siblingData.chapters = rows
  return null
}
