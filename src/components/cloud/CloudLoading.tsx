const HEIGHTS = ['h-64', 'h-80', 'h-56', 'h-72', 'h-60', 'h-80']

/** The Cloud's shape while it loads: title bar, search, filters, then the finds beside the archive card. */
export function CloudLoading() {
  return (
    <div className="page-container animate-pulse py-6 motion-reduce:animate-none sm:py-10" aria-busy="true">
      <p className="sr-only" role="status">
        Loading submissions…
      </p>
      <div className="h-10 w-48 rounded-lg bg-stone-200 dark:bg-smoke-800" />
      <div className="mt-5 h-12 rounded-2xl bg-stone-200 dark:bg-smoke-800" />
      <div className="mt-3 h-32 rounded-2xl bg-stone-200 dark:bg-smoke-800" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="columns-1 gap-4 sm:columns-2 xl:columns-3">
          {HEIGHTS.map((height, index) => (
            <div key={index} className={`mb-4 break-inside-avoid rounded-2xl bg-stone-200 dark:bg-smoke-800 ${height}`} />
          ))}
        </div>
        <div className="hidden h-80 rounded-2xl bg-stone-200 lg:block dark:bg-smoke-800" />
      </div>
    </div>
  )
}
