export const DEFAULT_EMBED_HOSTS: readonly string[]
export function allowedEmbedHosts(env?: string): string[]
