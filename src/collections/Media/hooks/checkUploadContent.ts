import fs from 'node:fs/promises'
import sharp from 'sharp'
import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { IMAGE_MESSAGES } from '@/lib/images/messages'
import { ChaptersError, parseChaptersJson } from '@/lib/podcast/chapters'
import { AUDIO_MESSAGES, sniffAudioType, TEXT_UPLOAD_MIME_TYPES } from '@/lib/podcast/rules'
import { readTranscriptFile, TRANSCRIPT_FORMATS, TranscriptError } from '@/lib/podcast/transcripts'

const isTextUpload = (mimeType: string | undefined, name: string): boolean =>
  Boolean(mimeType && (TEXT_UPLOAD_MIME_TYPES as readonly string[]).includes(mimeType)) || /\.(vtt|srt|json|txt)$/i.test(name)

const refuse = (message: string) => new ValidationError({ errors: [{ path: 'file', message }] })

/** Images and audio must be what they claim: text (which the collection takes for transcripts) never passes as either. */
async function checkBinary(mimeType: string, bytes: Buffer, measured: boolean): Promise<void> {
  if (mimeType.startsWith('audio/')) {
    if (!sniffAudioType(bytes.subarray(0, 16))) throw refuse(AUDIO_MESSAGES.invalidType)
    return
  }
  // SVG is text; Payload inspects it itself (scripts refused). An image Payload has measured was decoded by sharp already.
  if (!mimeType.startsWith('image/') || mimeType === 'image/svg+xml' || measured) return
  const format = await sharp(bytes)
    .metadata()
    .then((metadata) => metadata.format)
    .catch(() => null)
  if (!format) throw refuse(IMAGE_MESSAGES.notAnImage)
}

/**
 * Every upload is checked by its content. Text is accepted only as an episode transcript (WebVTT or SRT)
 * or a JSON Chapters file: a transcript must parse (the error names the line), a chapters file must be
 * JSON Chapters. Their stored type is the one the content proves (text/vtt, application/x-subrip,
 * application/json), never the type the uploader's browser guessed from the name. Images and audio must
 * be images and audio.
 */
export const checkUploadContent: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file) return data
  const bytes = file.data?.length ? file.data : file.tempFilePath ? await fs.readFile(file.tempFilePath) : Buffer.alloc(0)
  if (!isTextUpload(file.mimetype, file.name)) {
    await checkBinary(file.mimetype, bytes, typeof data.width === 'number' && data.width > 0)
    return data
  }
  try {
    if (/\.json$/i.test(file.name) || file.mimetype === 'application/json') {
      parseChaptersJson(new Uint8Array(bytes))
      return { ...data, mimeType: 'application/json' }
    }
    const { format } = readTranscriptFile(new Uint8Array(bytes))
    return { ...data, mimeType: TRANSCRIPT_FORMATS[format].mimeType }
  } catch (error) {
    if (error instanceof TranscriptError || error instanceof ChaptersError) throw refuse(error.message)
    throw error
  }
}
