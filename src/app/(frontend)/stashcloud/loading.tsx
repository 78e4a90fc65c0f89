// At least a screen tall: the footer stays below the fold while the page streams in (no layout shift).
export default function StashCloudLoading() {
  return (
    <div className="page-container min-h-screen py-24 text-center" role="status">
      <span
        aria-hidden="true"
        className="mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-ember-500 border-t-transparent"
      />
      <p className="mt-4 text-stone-600 dark:text-stone-400">Loading the cloud...</p>
    </div>
  )
}
