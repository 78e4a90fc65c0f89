/**
 * Text with a search's matches marked: `runs` alternate plain (even) and matched (odd) pieces of the
 * text (src/lib/search/rules.ts highlightRuns). Every piece is a React text node, so stored text is
 * always escaped; without runs the text shows as it is.
 */
export function Highlighted({ text, runs }: { text: string; runs?: string[] | undefined }) {
  if (!runs) return <>{text}</>
  return (
    <>
      {runs.map((run, index) =>
        index % 2 ? (
          <mark key={index} className="search-hit">
            {run}
          </mark>
        ) : (
          run
        ),
      )}
    </>
  )
}
