import { BODY_TOO_LARGE_MESSAGES, MAX_IMAGE_BYTES } from '../http/body-limits.mjs'

/**
 * Largest image a visitor may upload (10 MB, as the form promises), from the server's table of body
 * limits. Kept apart from the sharp pipeline so the browser form can check it without bundling server code.
 */
export { MAX_IMAGE_BYTES }

/** The upload's answers, and the browser forms' own images-only check before sending. */
export const IMAGE_MESSAGES = {
  tooLarge: BODY_TOO_LARGE_MESSAGES.image,
  notAnImageTitle: 'Images only',
  notAnImage: 'Please upload an image file (JPG, PNG, GIF or WebP)',
  missing: 'Please choose an image to upload',
  animationTooLarge:
    'This animated image has too many frames or pixels to process. Please upload a still image or a shorter, smaller animation.',
} as const

/**
 * The browser's first look at a chosen file: its declared type must be an image. The server checks
 * the content again (sharp), so this only spares the visitor a silent loss of a wrong file.
 */
export const looksLikeImage = (file: { type: string }): boolean => file.type.startsWith('image/')
