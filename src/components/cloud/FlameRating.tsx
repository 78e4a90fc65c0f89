import { FLAMES_MAX } from '@/lib/validation/options'

function FlameIcon({ lit }: { lit: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`h-4 w-4 ${lit ? 'fill-ember-500' : 'fill-stone-300 dark:fill-smoke-700'}`}>
      <path d="M12 2c.6 3.1-.9 5-2.4 6.8C8.1 10.6 6.5 12.4 6.5 15a5.5 5.5 0 0 0 11 0c0-2.2-1-3.9-2-5.1-.3 1.3-1 2.3-2 2.8.4-3.7-.6-7.6-1.5-10.7Z" />
    </svg>
  )
}

/** As many lit flames as the rating, then "n/5" (spec: The Cloud card). */
export function FlameRating({ flames }: { flames: number }) {
  return (
    <span role="img" className="inline-flex items-center gap-1.5" aria-label={`${flames} out of ${FLAMES_MAX} flames`}>
      <span className="inline-flex" aria-hidden="true">
        {Array.from({ length: flames }, (_, index) => (
          <FlameIcon key={index} lit />
        ))}
      </span>
      <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
        {flames}/{FLAMES_MAX}
      </span>
    </span>
  )
}
