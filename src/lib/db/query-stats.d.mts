// Types of query-stats.mjs for TypeScript callers.
export interface Statement {
  text: string
  values: unknown[] | undefined
  ms: number
}
export interface QueryStats {
  queries: number
  ms: number
  statements?: Statement[]
}
export declare function queryStatsFile(env?: Record<string, string | undefined>): string | undefined
export declare function instrumentPgClient(Client: { prototype: object } | undefined): void
export declare function collectQueries<T>(
  work: () => Promise<T>,
  options?: { statements?: boolean },
): Promise<{ result: T; stats: QueryStats }>
