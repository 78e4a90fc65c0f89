import { createRequire } from 'node:module'
import { defineConfig } from 'vitest/config'

/**
 * Test files that need a process of their own: they set environment variables before importing the app
 * (the Payload config and the modules under it read them once, at import), start a database of their
 * own, or mock a module. Every other file of a project runs in one shared process (`isolate: false`):
 * the app is imported and Payload initialised once per project instead of once per file, which was most
 * of each file's time (docs/decisions.md#test-processes). A new file that does any of the above belongs
 * here.
 */
const OWN_PROCESS = {
  unit: ['tests/unit/newsletter-compiled-message.test.ts'],
  integration: [
    'tests/int/auth-security.int.test.ts',
    'tests/int/availability.int.test.ts',
    'tests/int/backup.int.test.ts',
    'tests/int/bulk-decisions.int.test.ts',
    'tests/int/editor-drafts.int.test.ts',
    'tests/int/moderation-health.int.test.ts',
    'tests/int/newsletter-abuse.int.test.ts',
    'tests/int/newsletter-delivery.int.test.ts',
    'tests/int/newsletter-editor.int.test.ts',
    'tests/int/newsletter-email.int.test.ts',
    'tests/int/newsletter-events.int.test.ts',
    'tests/int/newsletter-tracking.int.test.ts',
    'tests/int/s3-storage.int.test.ts',
  ],
}

const UNIT = ['tests/unit/**/*.test.ts']
const INTEGRATION = ['tests/int/**/*.int.test.ts']
/** Real Postgres (embedded, started once by the global setup) with the committed migrations applied. */
const database = { globalSetup: ['tests/setup/database.ts'], hookTimeout: 120_000 }

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // One copy of graphql, as in production where Node resolves `graphql` to its CommonJS entry for
    // every importer: Vite would hand our code the ES build while Payload and graphql-http load the
    // CommonJS one, and graphql-js rejects errors and types from "another module or realm".
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    environment: 'node',
    pool: 'forks',
    // One real Postgres is shared by all integration files; running files one after the other keeps a
    // 2-core machine responsive and the data each file creates out of the others' way.
    fileParallelism: false,
    testTimeout: 30_000,
    reporters: ['default', './tests/setup/progress-reporter.ts'],
    // `--project 'unit*'` / `--project 'integration*'` select one kind with its own-process files.
    projects: [
      {
        // Pure logic: no database, no Payload, no global setup.
        extends: true,
        test: { name: 'unit', include: UNIT, exclude: OWN_PROCESS.unit, isolate: false, setupFiles: ['tests/setup/shared-process.ts'] },
      },
      { extends: true, test: { name: 'unit-own-process', include: OWN_PROCESS.unit } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION,
          exclude: OWN_PROCESS.integration,
          isolate: false,
          setupFiles: ['tests/setup/env.ts', 'tests/setup/shared-process.ts'],
          ...database,
        },
      },
      {
        extends: true,
        test: { name: 'integration-own-process', include: OWN_PROCESS.integration, setupFiles: ['tests/setup/env.ts'], ...database },
      },
    ],
  },
})
