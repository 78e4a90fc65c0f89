import { FLAMES_MAX } from '@/lib/submissions/options'

/** As many lit flames as the rating, then "n/5", as on every Cloud card. Flames: `.flame-row` in globals.css. */
export function FlameRating({ flames }: { flames: number }) {
  return (
    <span role="img" className="flame-rating" aria-label={`${flames} out of ${FLAMES_MAX} flames`}>
      <span className="flame-row" style={{ width: `${flames}rem` }} aria-hidden="true" />
      <span className="flame-count" aria-hidden="true">
        {flames}/{FLAMES_MAX}
      </span>
    </span>
  )
}
