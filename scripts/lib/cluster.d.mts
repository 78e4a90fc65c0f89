// Types of the parts of cluster.mjs that TypeScript callers use.
export const DEMO_ADMIN: { username: string; password: string }
export function startCluster(options: {
  instances: Array<'demo' | 'start'>
  redis?: boolean
  logDir?: string
  env?: Record<string, string>
}): Promise<{ apps: Array<{ base: string }>; stop(): Promise<void> }>
