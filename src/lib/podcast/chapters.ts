// Episode chapters: the JSON Chapters 1.2 document podcast apps read, and the import of such a file into
// the episode's chapter list.

/** The type the chapters document is announced (podcast:chapters) and served as. */
export const CHAPTERS_MIME_TYPE = 'application/json+chapters'
export const CHAPTERS_VERSION = '1.2.0'

export const CHAPTERS_MESSAGES = {
  notJson: 'The chapters file is not valid JSON',
  shape: 'A chapters file is an object with a "version" and a "chapters" list (JSON Chapters 1.2)',
  startTime: (index: number) => `Chapter ${index + 1}: startTime must be a number of seconds of at least 0`,
  title: (index: number) => `Chapter ${index + 1}: title is required`,
  url: (index: number) => `Chapter ${index + 1}: url must be an http(s) address`,
  empty: 'The chapters file has no chapters',
  tooLarge: 'Chapters file too large (max 1MB)',
} as const

export const MAX_CHAPTERS_BYTES = 1024 * 1024

export class ChaptersError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ChaptersError'
  }
}

export interface Chapter {
  startTime: number
  title: string
  /** Absolute image address, or null. */
  img: string | null
  url: string | null
}

const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** Reads a JSON Chapters (1.x) document; throws ChaptersError with the first problem. Sorted by start. */
export function parseChaptersJson(source: string | Uint8Array): Chapter[] {
  if (typeof source !== 'string' && source.length > MAX_CHAPTERS_BYTES) throw new ChaptersError(CHAPTERS_MESSAGES.tooLarge)
  let value: unknown
  try {
    value = JSON.parse(typeof source === 'string' ? source : new TextDecoder().decode(source))
  } catch {
    throw new ChaptersError(CHAPTERS_MESSAGES.notJson)
  }
  if (!value || typeof value !== 'object' || !('chapters' in value) || !('version' in value) || !Array.isArray(value.chapters)) {
    throw new ChaptersError(CHAPTERS_MESSAGES.shape)
  }
  const chapters = value.chapters.map((entry: unknown, index: number): Chapter => {
    const chapter = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>
    const { startTime, title, img, url } = chapter
    if (typeof startTime !== 'number' || !Number.isFinite(startTime) || startTime < 0)
      throw new ChaptersError(CHAPTERS_MESSAGES.startTime(index))
    if (typeof title !== 'string' || !title.trim()) throw new ChaptersError(CHAPTERS_MESSAGES.title(index))
    if (url !== undefined && (typeof url !== 'string' || !isHttpUrl(url))) throw new ChaptersError(CHAPTERS_MESSAGES.url(index))
    return {
      startTime,
      title: title.trim(),
      img: typeof img === 'string' && isHttpUrl(img) ? img : null,
      url: typeof url === 'string' ? url : null,
    }
  })
  if (!chapters.length) throw new ChaptersError(CHAPTERS_MESSAGES.empty)
  return chapters.sort((a, b) => a.startTime - b.startTime)
}

/** The JSON Chapters 1.2 document of an episode's chapters (absolute addresses). */
export function chaptersJson(chapters: readonly Chapter[], { title }: { title: string }) {
  return {
    version: CHAPTERS_VERSION,
    title,
    chapters: [...chapters]
      .sort((a, b) => a.startTime - b.startTime)
      .map((chapter) => ({
        startTime: chapter.startTime,
        title: chapter.title,
        ...(chapter.img ? { img: chapter.img } : {}),
        ...(chapter.url ? { url: chapter.url } : {}),
      })),
  }
}

/** Which chapter is playing at `time`: the last one that started at or before it (index), or -1. */
export function currentChapterIndex(startTimes: readonly number[], time: number): number {
  let current = -1
  startTimes.forEach((start, index) => {
    if (start <= time) current = index
  })
  return current
}
