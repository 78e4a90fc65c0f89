/**
 * Largest image a visitor may upload (spec section 9). Kept apart from the sharp pipeline so the
 * browser form can check it without bundling server code.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

/** The upload's answers, and the browser forms' own check before sending (spec: "images only"). */
export const IMAGE_MESSAGES = {
  tooLarge: 'Please select an image under 10MB',
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
