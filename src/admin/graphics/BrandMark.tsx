import { readBrandAssets } from '@/lib/brand/queries'
import { SITE_NAME } from '@/lib/site/constants'
import styles from './brand.module.css'

/**
 * The brand as the admin shows it: the brand settings' logo, else the site's wordmark (the name in the
 * display face with the ember dot, as on the share cards and in e-mail). Payload's `graphics.Logo`.
 */
export async function BrandMark() {
  const { logo } = await readBrandAssets()
  if (logo) {
    // Brand assets are arbitrary URLs (site paths, bucket or CDN hosts), not next/image sources.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={logo} alt={SITE_NAME} className={styles.logo} />
  }
  return (
    <span className={styles.wordmark}>
      {SITE_NAME}
      <span className={styles.dot} aria-hidden="true" />
    </span>
  )
}

/** The small square mark of Payload's navigation (`graphics.Icon`): an ember H on the smoke ground. */
export function BrandIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 32 32" role="img" aria-label={SITE_NAME}>
      <rect width="32" height="32" rx="8" fill="#121614" />
      <path d="M9 8h4v6.5h6V8h4v16h-4v-6h-6v6H9z" fill="#fafaf9" />
      <circle cx="25.5" cy="25.5" r="2.5" fill="#fb923c" />
    </svg>
  )
}
