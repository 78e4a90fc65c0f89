import Link from 'next/link'
import {
  CLOUD_SORT_LABELS,
  CLOUD_SORTS,
  type CloudFilters as Filters,
  cloudHref,
  DEFAULT_CLOUD_SORT,
} from '@/lib/submissions/cloud-filters'
import { labelFor } from '@/lib/forms/options'
import { PRODUCT_CATEGORIES } from '@/lib/submissions/options'
import type { SearchFacets } from '@/lib/submissions/queries'
import { FLAME_LABELS, vibeLabel } from '@/lib/submissions/schema'
import { chipActive, chipBase, chipIdle, secondaryButton } from '../ui/button-classes'

interface Props {
  basePath: string
  filters: Filters
  vibes: string[]
  /** How many of the current matches each option would show (the search's facet counts). */
  facets?: SearchFacets | undefined
}

// Filters are links, not client state: every filtered view is server-rendered, cached and shareable.

function FilterGroup({
  label,
  options,
  current,
  href,
  counts,
}: {
  label: string
  options: Array<{ value?: string; label: string }>
  current?: string
  href: (value?: string) => string
  /** Matches per option value; "All" shows their sum. */
  counts?: Record<string, number> | undefined
}) {
  const countOf = (value?: string) =>
    counts && (value === undefined ? Object.values(counts).reduce((sum, count) => sum + count, 0) : (counts[value] ?? 0))
  // One row per group, label first: on phones the chips scroll sideways, on wider screens they wrap.
  return (
    <div className="flex items-center gap-3 md:items-start">
      <h2 className="w-20 shrink-0 text-[11px] font-semibold tracking-[0.14em] text-stone-500 uppercase md:pt-2 dark:text-stone-400">
        {label}
      </h2>
      <ul className="-my-1 flex min-w-0 flex-nowrap gap-2 overflow-x-auto py-1 md:flex-wrap md:overflow-visible">
        {options.map((option) => {
          const active = option.value === current
          return (
            <li key={option.label} className="shrink-0">
              <Link
                href={href(option.value)}
                scroll={false}
                aria-current={active ? 'true' : undefined}
                aria-label={`${label}: ${option.label}`}
                className={`${chipBase} ${active ? chipActive : chipIdle}`}
              >
                {option.label}
                {counts ? <span className="facet-count">{countOf(option.value)}</span> : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** The current matches per flame rating, highest first: a count beside the filters, not a filter. */
function FlameCounts({ counts }: { counts: Record<string, number> }) {
  return (
    <div>
      <h2 className="mb-2 text-xs font-semibold tracking-[0.2em] text-stone-500 uppercase dark:text-stone-400">Flame rating</h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600 dark:text-stone-300">
        {Object.entries(FLAME_LABELS)
          .sort(([a], [b]) => Number(b) - Number(a))
          .map(([level, label]) => (
            <li key={level}>
              {label}
              <span className="facet-count">{counts[level] ?? 0}</span>
            </li>
          ))}
      </ul>
    </div>
  )
}

export function CloudFilters({ basePath, filters, vibes, facets }: Props) {
  const { category, vibe, q, sort } = filters
  return (
    <nav
      aria-label="Filter The Cloud"
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 sm:p-4 md:flex-row md:items-end md:justify-between md:gap-5 md:p-5 dark:border-smoke-700 dark:bg-smoke-900"
    >
      <div className="flex min-w-0 flex-col gap-3">
        <FilterGroup
          label="Category"
          current={category}
          options={[{ label: 'All' }, ...PRODUCT_CATEGORIES.map((value) => ({ value, label: labelFor(value) }))]}
          href={(value) => cloudHref(basePath, { ...filters, category: value })}
          counts={facets?.category}
        />
        <FilterGroup
          label="Vibe"
          current={vibe}
          options={[{ label: 'All' }, ...vibes.map((value) => ({ value, label: vibeLabel(value) }))]}
          href={(value) => cloudHref(basePath, { ...filters, vibe: value })}
          counts={facets?.vibe}
        />
        <FilterGroup
          label="Sort"
          current={sort ?? DEFAULT_CLOUD_SORT}
          options={CLOUD_SORTS.map((value) => ({ value, label: CLOUD_SORT_LABELS[value] }))}
          href={(value) => cloudHref(basePath, { ...filters, sort: value })}
        />
        {facets ? <FlameCounts counts={facets.flames} /> : null}
      </div>
      {/* Nothing to clear on the unfiltered view; the chosen order is not a filter and stays. */}
      {category || vibe || q ? (
        <Link
          href={cloudHref(basePath, { sort })}
          scroll={false}
          className={`${secondaryButton} shrink-0 self-start py-2 text-sm md:self-auto`}
        >
          Clear Filters
        </Link>
      ) : null}
    </nav>
  )
}
