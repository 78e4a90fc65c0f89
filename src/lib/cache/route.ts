import { notFound } from 'next/navigation'

/**
 * Public data pages live in an optional catch-all segment (`<route>/[[...rest]]/page.tsx`) with no
 * static params: `next build` runs without a database, so they are not prerendered; the first
 * request renders them, and later ones are served from Next's full-route cache until a collection
 * hook expires one of the cache tags they read (or `revalidate` elapses). `export const revalidate`
 * must be a literal in each page; all use PUBLIC_PAGE_REVALIDATE_SECONDS (60) — the bound on
 * staleness between instances without a shared cache, and the CDN's s-maxage.
 */
export const PUBLIC_PAGE_REVALIDATE_SECONDS = 60

/** No paths at build time: each is rendered on its first request, then cached. */
export const noStaticParams = async (): Promise<never[]> => []

export type CatchAllParams<Name extends string = 'rest'> = { params: Promise<Partial<Record<Name, string[]>>> }

/** The route itself only: any extra path segment is a 404, as it was before the catch-all. */
export async function requireRoot({ params }: CatchAllParams): Promise<void> {
  if ((await params).rest?.length) notFound()
}
