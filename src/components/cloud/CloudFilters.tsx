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
import { vibeLabel } from '@/lib/submissions/schema'
import { chipActive, chipBase, chipIdle, secondaryButton } from '../ui/button-classes'

interface Props {
  basePath: string
  filters: Filters
  vibes: string[]
}

// Filters are links, not client state: every filtered view is server-rendered, cached and shareable.

function FilterGroup({
  label,
  options,
  current,
  href,
}: {
  label: string
  options: Array<{ value?: string; label: string }>
  current?: string
  href: (value?: string) => string
}) {
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
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export function CloudFilters({ basePath, filters, vibes }: Props) {
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
        />
        <FilterGroup
          label="Vibe"
          current={vibe}
          options={[{ label: 'All' }, ...vibes.map((value) => ({ value, label: vibeLabel(value) }))]}
          href={(value) => cloudHref(basePath, { ...filters, vibe: value })}
        />
        <FilterGroup
          label="Sort"
          current={sort ?? DEFAULT_CLOUD_SORT}
          options={CLOUD_SORTS.map((value) => ({ value, label: CLOUD_SORT_LABELS[value] }))}
          href={(value) => cloudHref(basePath, { ...filters, sort: value })}
        />
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
