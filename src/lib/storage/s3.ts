import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

/** S3 settings from the environment, or null when media stays on local disk. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    config: {
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      // Path-style addressing is what MinIO, s3rver and most S3-compatible stores expect.
      forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  }
}

/**
 * Media goes to S3 when S3_BUCKET is set; otherwise Payload keeps it in MEDIA_DIR. The plugin's fields
 * are inserted either way, so the database schema (and its migrations) does not depend on the env.
 */
export function storagePlugins(): Plugin[] {
  const settings = s3SettingsFromEnv()
  return [
    s3Storage({
      enabled: Boolean(settings),
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: settings?.bucket ?? '',
      config: settings?.config ?? {},
    }),
  ]
}
