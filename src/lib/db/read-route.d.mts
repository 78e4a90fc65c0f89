export type ReadRoute = 'primary' | 'replica'

export declare function hasCredentials(headers: Record<string, string | string[] | undefined>): boolean
export declare function readRouteFor(method: string | undefined, headers: Record<string, string | string[] | undefined>): ReadRoute
export declare function runWithReadRoute<T>(route: ReadRoute, work: () => T): T
export declare function currentReadRoute(): ReadRoute
export declare function replicaUrls(env?: Record<string, string | undefined>): string[]
export declare function noteWrite(): void
