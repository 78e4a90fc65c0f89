const HEIGHTS = ['h-64', 'h-80', 'h-56', 'h-72', 'h-60', 'h-80']

export function CloudLoading() {
  return (
    <div className="page-container min-h-screen animate-pulse py-10 sm:py-14" aria-busy="true">
      <p className="sr-only" role="status">
        Loading submissions…
      </p>
      <div className="h-12 w-56 rounded-lg bg-stone-200 dark:bg-smoke-800" />
      <div className="mt-8 h-28 rounded-2xl bg-stone-200 dark:bg-smoke-800" />
      <div className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="h-20 rounded-2xl bg-stone-200 dark:bg-smoke-800" />
        ))}
      </div>
      <div className="mt-8 columns-1 gap-4 sm:columns-2 xl:columns-3">
        {HEIGHTS.map((height, index) => (
          <div key={index} className={`mb-4 break-inside-avoid rounded-2xl bg-stone-200 dark:bg-smoke-800 ${height}`} />
        ))}
      </div>
    </div>
  )
}
