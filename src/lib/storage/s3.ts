import { s3Storage } from '@payloadcms/storage-s3'
import type { Field, Plugin } from 'payload'

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

/** The storage plugin's bookkeeping fields: editors have no use for them in any view. */
const STORAGE_INTERNALS = new Set(['prefix', '_objectKey'])

/**
 * Keeps the storage plugin's internals ("Prefix", "_object Key") out of Payload's admin: not in the
 * edit view, the list columns, the filters or bulk edit. Runs after the plugin that adds them.
 */
export const hideStorageInternals: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.upload
      ? {
          ...collection,
          fields: collection.fields.map((field): Field =>
            'name' in field && STORAGE_INTERNALS.has(field.name)
              ? ({
                  ...field,
                  admin: {
                    ...field.admin,
                    hidden: true,
                    readOnly: true,
                    disableListColumn: true,
                    disableListFilter: true,
                    disableBulkEdit: true,
                  },
                } as Field)
              : field,
          ),
        }
      : collection,
  ),
})

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
    hideStorageInternals,
  ]
}
