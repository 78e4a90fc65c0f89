/** The strain cloud while it loads: the spec's spinner and "Loading the cloud...". */
export function StrainCloudLoading() {
  return (
    <div className="page-container py-24 text-center" role="status">
      <span
        aria-hidden="true"
        className="mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-ember-500 border-t-transparent motion-reduce:animate-none"
      />
      <p className="mt-4 text-stone-600 dark:text-stone-400">Loading the cloud...</p>
    </div>
  )
}
