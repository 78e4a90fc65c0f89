export function ChangelogEmpty() {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 p-8 text-center dark:border-smoke-700">
      <p className="font-semibold">No Updates Yet</p>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">Platform updates will show up here as they ship.</p>
    </div>
  )
}
