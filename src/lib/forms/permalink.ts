import { usePathname, useSearchParams } from 'next/navigation'

/**
 * Where a form's server action answers when the form is posted before the page's JavaScript runs
 * (useActionState's permalink): the page's own address. Without one React writes `action=""`, which
 * is not valid HTML (an action must be a non-empty URL).
 */
export function useFormPermalink(): string {
  return usePathname()
}

/**
 * The same for a form that may stand more than once on a page (the newsletter sign-up): React hands a
 * posted form's answer to every form whose permalink is the posted one, so each copy's permalink names
 * its own form by id, and the answer shows in the form that was sent (the page opens at it).
 */
export function useFormPermalinkTo(formId: string): string {
  return `${usePathname()}#${formId}`
}

/** The same, keeping the query string, for pages that read it on the server (an e-mailed link's token). */
export function useFormPermalinkWithQuery(): string {
  const path = usePathname()
  const query = useSearchParams().toString()
  return query ? `${path}?${query}` : path
}
