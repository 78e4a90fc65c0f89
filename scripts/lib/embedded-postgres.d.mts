export function freePort(): Promise<number>
export function isAlive(pid: number): boolean
export function postmasterPid(dataDir: string): number | null
export function startEmbeddedPostgres(options: {
  dataDir: string
  databases: string[]
  quiet?: boolean
  port?: number
}): Promise<{ port: number; urls: Record<string, string>; stop(): Promise<void> }>
