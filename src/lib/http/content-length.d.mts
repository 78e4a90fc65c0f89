import type { ServerResponse } from 'node:http'

export declare const EXACT_LENGTH_HEADER: string
export declare function restoreContentLength(res: ServerResponse): void
