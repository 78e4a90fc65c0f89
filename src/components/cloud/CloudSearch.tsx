import Form from 'next/form'
import Link from 'next/link'
import { type CloudFilters, cloudHref } from '@/lib/submissions/cloud-filters'
import { primaryButton, secondaryButton } from '../ui/button-classes'
import { CloudSearchInput } from './CloudSearchInput'

/**
 * The Cloud's search box: a GET form onto the page's own address (next/form navigates client-side
 * and still works without JavaScript), so a search is a shareable, server-rendered, cached URL. The
 * other filters ride along as hidden fields.
 */
export function CloudSearch({ basePath, filters }: { basePath: string; filters: CloudFilters }) {
  const { category, vibe, q, sort } = filters
  return (
    <Form action={basePath} scroll={false} role="search" aria-label="The Cloud" className="flex flex-col gap-2">
      <label htmlFor="cloud-search" className="text-xs font-semibold tracking-[0.2em] text-stone-500 uppercase dark:text-stone-400">
        Search finds
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <CloudSearchInput q={q} />
        {category ? <input type="hidden" name="category" value={category} /> : null}
        {vibe ? <input type="hidden" name="vibe" value={vibe} /> : null}
        {sort ? <input type="hidden" name="sort" value={sort} /> : null}
        <button type="submit" className={`${primaryButton} shrink-0 py-2`}>
          Search
        </button>
        {q ? (
          <Link href={cloudHref(basePath, { category, vibe, sort })} scroll={false} className={`${secondaryButton} shrink-0 py-2`}>
            Clear search
          </Link>
        ) : null}
      </div>
    </Form>
  )
}
