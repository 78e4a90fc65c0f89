import { parseShowNotes } from '@/lib/podcast/show-notes'

/** The editor's show notes, one line each, with web addresses as links that open in a new tab. */
export function ShowNotes({ text }: { text: string | null | undefined }) {
  const lines = parseShowNotes(text)
  if (lines.length === 0) return <p className="text-stone-600 dark:text-stone-400">No show notes for this episode.</p>
  return (
    <ul className="space-y-2">
      {lines.map((parts, lineIndex) => (
        <li key={lineIndex} className="break-words text-stone-700 dark:text-stone-300">
          {parts.map((part, partIndex) =>
            part.kind === 'link' ? (
              <a
                key={partIndex}
                href={part.href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-ember-600 underline underline-offset-2 hover:text-ember-500 dark:text-ember-400"
              >
                {part.text}
              </a>
            ) : (
              <span key={partIndex}>{part.text}</span>
            ),
          )}
        </li>
      ))}
    </ul>
  )
}
