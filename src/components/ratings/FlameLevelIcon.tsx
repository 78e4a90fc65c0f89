import { FLAME_PATH } from '@/components/ui/FlameIcon'

/**
 * The flame rating guide's level pictures (smoke, leaf, flame, two flames, a gas pump) drawn as SVG:
 * the emoji they replace became empty boxes where no emoji font is installed. Decorative — the level's
 * heading says its number and name.
 */
export function FlameLevelIcon({ flames, className = 'h-10 w-10' }: { flames: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {flames <= 1 ? (
        // Meh: a puff of smoke.
        <path d="M3 9h10a3 3 0 1 0-3-3M3 13h15a3 3 0 1 1-3 3M3 17h7" />
      ) : flames === 2 ? (
        // Decent: a leaf.
        <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14Zm0 0 7-7" />
      ) : flames === 3 ? (
        <path d={FLAME_PATH} fill="currentColor" stroke="none" />
      ) : flames === 4 ? (
        // Fire: two flames, the second one behind.
        <g fill="currentColor" stroke="none">
          <path d={FLAME_PATH} transform="translate(6 1) scale(0.8)" opacity="0.55" />
          <path d={FLAME_PATH} transform="translate(-2 2) scale(0.9)" />
        </g>
      ) : (
        // Absolute Gas: a fuel pump.
        <path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M7 7h4v4H7zM14 9h2a2 2 0 0 1 2 2v5a1.5 1.5 0 0 0 3 0V8l-3-3" />
      )}
    </svg>
  )
}
