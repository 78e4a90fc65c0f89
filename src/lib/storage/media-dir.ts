import path from 'node:path'

// The directory is chosen at run time, so the bundler must not trace it into the build output.
export const MEDIA_DIR = path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR ?? path.join(process.cwd(), 'media'))

/** Where Payload serves media files (`/api/media/file/<name>`, image sizes included). */
export const MEDIA_FILE_PATH = '/api/media/file/'
