type Env = Record<string, string | undefined>
export function servesHttps(env?: Env): boolean
export function contentSecurityPolicy(env?: Env): string
export const PERMISSIONS_POLICY: string
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>>
export function securityHeaders(env?: Env, requestIsHttps?: boolean): Record<string, string>
