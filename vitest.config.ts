import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/int/**/*.int.test.ts', 'tests/unit/**/*.test.ts'],
    globalSetup: ['tests/setup/database.ts'],
    setupFiles: ['tests/setup/env.ts'],
    environment: 'node',
    pool: 'forks',
    // One real Postgres is shared by all files; running them one after the other keeps a 2-core
    // machine responsive and the data each file creates out of the others' way.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
