// Runs before each test file of a project whose files share one process (vitest.config.ts): whatever a
// file does to the environment or the clock is undone when it ends, so the next file starts as if alone.
import { afterAll, vi } from 'vitest'

const environment = { ...process.env }

afterAll(() => {
  vi.useRealTimers()
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name]
  Object.assign(process.env, environment)
})
