import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Payload stores uploads under a sanitised, de-duplicated name (photo-3.webp); editors search for the
 * name the file had on their computer, so it is kept beside it whenever a new file arrives.
 */
export const keepOriginalName: CollectionBeforeChangeHook = ({ data, req }) => {
  const name = req.file?.name
  return typeof name === 'string' && name.trim() ? { ...data, originalFilename: name.trim().slice(0, 255) } : data
}
