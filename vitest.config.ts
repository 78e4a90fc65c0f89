import { createRequire } from 'node:module'
import { defineConfig } from 'vitest/config'

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
    projects: [
      {
        // Pure logic: no database, no Payload, no global setup (`npx vitest run --project unit`).
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        // Real Postgres (embedded, started by the global setup) with the committed migrations applied.
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/int/**/*.int.test.ts'],
          globalSetup: ['tests/setup/database.ts'],
          setupFiles: ['tests/setup/env.ts'],
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
