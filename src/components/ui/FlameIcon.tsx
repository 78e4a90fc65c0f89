/** Flame glyph for ratings; an SVG so it renders the same on systems without an emoji font. */
export function FlameIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M12 2c.4 3.1-1.2 5-2.8 6.9C7.6 10.8 6 12.7 6 15.5A6 6 0 0 0 12 22a6 6 0 0 0 6-6.2c0-2.4-1-4.3-2.3-6-.2 1.6-.9 2.8-2.1 3.4.5-3.7-.4-8.2-1.6-11.2Z" />
    </svg>
  )
}
