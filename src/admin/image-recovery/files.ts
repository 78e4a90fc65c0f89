// Which picked or dropped files the image recovery uploader sends: JPG, PNG or GIF, up to 10MB each.

import { MAX_IMAGE_BYTES } from '@/lib/images/messages'

export const ACCEPTED_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif']
/** For the file input: types plus extensions, since some systems report no type for a picked file. */
export const IMAGE_INPUT_ACCEPT = [...ACCEPTED_IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.gif'].join(',')
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024)
export const UPLOAD_RULES_TEXT = `JPG, PNG or GIF, up to ${MAX_IMAGE_MB}MB each`

export type FileSource = 'drop' | 'picker'
export type FileLike = Pick<File, 'name' | 'type' | 'size'>

export interface Refusal {
  fileName: string
  message: string
}

export interface ScreenedFiles<F extends FileLike> {
  accepted: F[]
  refused: Refusal[]
  /** Non-image files in a drop: skipped without a message of their own (only image/* types are processed). */
  ignored: number
}

function refusalOf(file: FileLike): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return `${file.name}: only JPG, PNG and GIF images are accepted`
  if (file.size === 0) return `${file.name}: the file is empty`
  if (file.size > MAX_IMAGE_BYTES) return `${file.name}: larger than ${MAX_IMAGE_MB}MB`
  return null
}

export function screenImageFiles<F extends FileLike>(files: readonly F[], source: FileSource): ScreenedFiles<F> {
  const result: ScreenedFiles<F> = { accepted: [], refused: [], ignored: 0 }
  for (const file of files) {
    if (source === 'drop' && !file.type.startsWith('image/')) {
      result.ignored += 1
      continue
    }
    const message = refusalOf(file)
    if (message) result.refused.push({ fileName: file.name, message })
    else result.accepted.push(file)
  }
  return result
}
