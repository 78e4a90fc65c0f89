/**
 * Largest image a visitor may upload (spec section 9). Kept apart from the sharp pipeline so the
 * browser form can check it without bundling server code.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
