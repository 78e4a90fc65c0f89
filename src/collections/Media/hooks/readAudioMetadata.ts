import type { CollectionBeforeChangeHook } from 'payload'
import { isAudioMimeType } from '@/lib/podcast/rules'

/**
 * Audio uploads carry their duration (seconds) for the feed's itunes:duration; Payload already stores
 * the byte length (`filesize`) for the enclosure. Read from the file itself, never from the client.
 */
export const readAudioMetadata: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file || !isAudioMimeType(file.mimetype)) return data
  const { parseBuffer, parseFile } = await import('music-metadata')
  try {
    const metadata =
      file.data?.length > 0
        ? await parseBuffer(file.data, { mimeType: file.mimetype, size: file.size }, { duration: true })
        : file.tempFilePath
          ? await parseFile(file.tempFilePath, { duration: true })
          : null
    const duration = metadata?.format.duration
    return { ...data, duration: typeof duration === 'number' && Number.isFinite(duration) ? Math.round(duration) : null }
  } catch (error) {
    // A file the parser cannot read is still stored; the feed then simply omits itunes:duration.
    req.payload.logger.warn({ err: error, msg: 'audio metadata unreadable' })
    return { ...data, duration: null }
  }
}
