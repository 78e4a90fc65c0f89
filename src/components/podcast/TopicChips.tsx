import { topicChips } from '@/lib/podcast/builders'

/** Up to four key-topic chips (long ones shortened) and a "+N" chip for the rest. */
export function TopicChips({ topics }: { topics: readonly string[] }) {
  const { chips, remainder } = topicChips(topics)
  if (chips.length === 0) return null
  return (
    <ul aria-label="Key topics" className="flex flex-wrap gap-2">
      {chips.map((chip, index) => (
        <li
          key={`${index}-${chip}`}
          title={topics[index]}
          className="rounded-full border border-leaf-500/40 bg-leaf-500/10 px-3 py-1 text-xs font-medium text-green-800 dark:text-leaf-300"
        >
          {chip}
        </li>
      ))}
      {remainder > 0 ? (
        <li className="rounded-full border border-stone-300 px-3 py-1 text-xs font-medium text-stone-600 dark:border-smoke-700 dark:text-stone-400">
          <span aria-hidden="true">+{remainder}</span>
          <span className="sr-only">and {remainder} more</span>
        </li>
      ) : null}
    </ul>
  )
}
