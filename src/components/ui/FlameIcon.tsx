/** The flame's outline, shared with the level icons of the flame rating guide. */
export const FLAME_PATH =
  'M12 2c.4 3.1-1.2 5-2.8 6.9C7.6 10.8 6 12.7 6 15.5A6 6 0 0 0 12 22a6 6 0 0 0 6-6.2c0-2.4-1-4.3-2.3-6-.2 1.6-.9 2.8-2.1 3.4.5-3.7-.4-8.2-1.6-11.2Z'

/**
 * Flame glyph for ratings; an SVG so it renders the same on systems without an emoji font. With a
 * `label` it is an image with that accessible name; without one it is decoration beside a text that
 * already says the rating.
 */
export function FlameIcon({ className = 'h-4 w-4', label }: { className?: string; label?: string }) {
  return (
    <svg
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      viewBox="0 0 24 24"
      className={className}
      fill="currentColor"
    >
      <path d={FLAME_PATH} />
    </svg>
  )
}
