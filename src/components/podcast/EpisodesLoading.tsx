/** Loading state of the episode archive: a spinner. */
export function EpisodesLoading() {
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-4 py-24" aria-busy="true">
      <span
        aria-hidden="true"
        className="h-12 w-12 animate-spin rounded-full border-4 border-stone-300 border-t-ember-500 motion-reduce:animate-none dark:border-smoke-700 dark:border-t-ember-500"
      />
      <p role="status" className="text-stone-600 dark:text-stone-400">
        Loading episodes…
      </p>
    </div>
  )
}
