type Env = Record<string, string | undefined>
export const DEFAULT_PUBLIC_ORIGIN: string
export function httpOrigin(value: string | undefined): string | undefined
export function configuredPublicOrigin(env?: Env): string | undefined
export function publicOrigin(env?: Env): string
export function analyticsMeasurementId(env?: Env): string
