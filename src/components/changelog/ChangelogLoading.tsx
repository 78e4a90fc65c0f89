/** The changelog while it loads: skeletons in the shape of its title and entries. */
export function ChangelogLoading() {
  return (
    <div className="mx-auto max-w-3xl animate-pulse px-4 py-12 motion-reduce:animate-none sm:py-16" aria-busy="true">
      <p className="sr-only" role="status">
        Loading updates…
      </p>
      <div className="h-12 w-64 rounded-lg bg-stone-200 dark:bg-smoke-800" />
      <div className="mt-10 space-y-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="space-y-3 rounded-2xl border border-stone-200 p-6 dark:border-smoke-700">
            <div className="h-5 w-32 rounded-full bg-stone-200 dark:bg-smoke-800" />
            <div className="h-6 w-3/4 rounded bg-stone-200 dark:bg-smoke-800" />
            <div className="h-4 w-full rounded bg-stone-200 dark:bg-smoke-800" />
          </div>
        ))}
      </div>
    </div>
  )
}
