import fs from 'node:fs/promises'
import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { ChaptersError, parseChaptersJson } from '@/lib/podcast/chapters'
import { readTranscriptFile, TRANSCRIPT_FORMATS, TranscriptError } from '@/lib/podcast/transcripts'
import { TEXT_UPLOAD_MIME_TYPES } from '@/lib/podcast/rules'

const isTextUpload = (mimeType: string | undefined, name: string): boolean =>
  Boolean(mimeType && (TEXT_UPLOAD_MIME_TYPES as readonly string[]).includes(mimeType)) || /\.(vtt|srt|json|txt)$/i.test(name)

/**
 * Text is accepted only as an episode transcript (WebVTT or SRT) or a JSON Chapters file, checked by its
 * content: a transcript must parse (the error names the line), a chapters file must be JSON Chapters.
 * The stored type is the one the content proves (text/vtt, application/x-subrip, application/json), never
 * the type the uploader's browser guessed from the name.
 */
export const readTextFile: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file || !isTextUpload(file.mimetype, file.name)) return data
  const bytes = file.data?.length ? file.data : file.tempFilePath ? await fs.readFile(file.tempFilePath) : Buffer.alloc(0)
  try {
    if (/\.json$/i.test(file.name) || file.mimetype === 'application/json') {
      parseChaptersJson(new Uint8Array(bytes))
      return { ...data, mimeType: 'application/json' }
    }
    const { format } = readTranscriptFile(new Uint8Array(bytes))
    return { ...data, mimeType: TRANSCRIPT_FORMATS[format].mimeType }
  } catch (error) {
    if (error instanceof TranscriptError || error instanceof ChaptersError) {
      throw new ValidationError({ errors: [{ path: 'file', message: error.message }] })
    }
    throw error
  }
}
