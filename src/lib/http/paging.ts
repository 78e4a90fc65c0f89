/**
 * Page and page size from a staff list's query string. Anything that is not a whole number ≥ 1 falls
 * back to the first page of the default size, and sizes are capped: a list answer is always bounded.
 */
export function parsePaging(params: URLSearchParams, { defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number }) {
  const whole = (name: string) => {
    const number = Number.parseInt(params.get(name) ?? '', 10)
    return Number.isInteger(number) && number >= 1 ? number : undefined
  }
  return { page: whole('page') ?? 1, limit: Math.min(whole('limit') ?? defaultLimit, maxLimit) }
}

/** The paging part of a staff list's answer, from Payload's find result. */
export const pageInfo = (found: { totalDocs: number; page?: number; totalPages: number; hasNextPage: boolean }, page: number) => ({
  totalDocs: found.totalDocs,
  page: found.page ?? page,
  totalPages: found.totalPages,
  hasNextPage: found.hasNextPage,
})

/** The query string of one page of a staff list: the filters that are set, then page and size. */
export function pageSearchParams(filters: Record<string, string | undefined>, page: number, limit: number): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value)
  if (page > 1) params.set('page', String(page))
  params.set('limit', String(limit))
  return params.toString()
}
