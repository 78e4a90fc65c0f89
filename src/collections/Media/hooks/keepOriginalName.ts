import type { CollectionBeforeChangeHook } from 'payload'
import { ORIGINAL_FILENAME } from '@/lib/images/visibility'

const clean = (name: unknown): string | undefined => (typeof name === 'string' && name.trim() ? name.trim().slice(0, 255) : undefined)

/**
 * Payload stores uploads under a sanitised, de-duplicated name (photo-3.webp); editors search for the
 * name the file had on their computer, so it is kept beside it whenever a new file arrives. Our own
 * image pipeline stores under a generated name and says in the context which original name to keep
 * (none for a visitor's upload: it can carry personal data).
 */
export const keepOriginalName: CollectionBeforeChangeHook = ({ data, req, context }) => {
  if (!req.file) return data
  const name = ORIGINAL_FILENAME in context ? clean(context[ORIGINAL_FILENAME]) : clean(req.file.name)
  return name ? { ...data, originalFilename: name } : data
}
