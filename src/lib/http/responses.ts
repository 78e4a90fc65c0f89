/** Public reads: cacheable by the app's data cache, but browsers and CDNs must revalidate every time. */
export const publicJson = (data: unknown, init: ResponseInit = {}) =>
  Response.json(data, {
    ...init,
    headers: { 'Cache-Control': 'public, max-age=0, must-revalidate', ...(init.headers ?? {}) },
  })

/** Reads a positive whole number from the query string, or undefined. */
export const positiveInt = (value: string | null): number | undefined => {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined
  const number = Number(value)
  return number > 0 ? number : undefined
}
