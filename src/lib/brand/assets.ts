/** The built-in social preview image and the size every social image is made at (1200×630). */
export const SOCIAL_IMAGE = { url: '/og-default.png', width: 1200, height: 630 } as const

/**
 * The brand assets the public layout uses, and the built-in files (in /public) that stand in while
 * staff have not set one. Brand settings are matched by key the same way the brand screen badges them.
 */
export const BUILT_IN_BRAND = {
  favicon: '/favicon.svg',
  socialImage: SOCIAL_IMAGE.url,
  /** No built-in logo file: the header shows the site name as a wordmark instead. */
  logo: null,
} as const

export interface BrandAssets {
  favicon: string
  socialImage: string
  logo: string | null
}

/** Preferred key per asset first, then any key carrying the asset's badge word, as the brand screen badges keys. */
const MATCHERS: Record<keyof BrandAssets, { key: string; badge: RegExp }> = {
  favicon: { key: 'favicon', badge: /favicon/i },
  socialImage: { key: 'social-image', badge: /social/i },
  logo: { key: 'logo', badge: /logo/i },
}

export interface BrandSettingValue {
  key: string
  value: string
}

const usableUrl = (value: string | null | undefined): string | null => {
  const url = value?.trim()
  if (!url) return null
  return (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//i.test(url) ? url : null
}

/** Resolves the assets from the stored brand settings (sorted by key), falling back to the built-in ones. */
export function resolveBrandAssets(settings: readonly BrandSettingValue[]): BrandAssets {
  const pick = (asset: keyof BrandAssets): string | null => {
    const { key, badge } = MATCHERS[asset]
    const exact = settings.find((setting) => setting.key === key && usableUrl(setting.value))
    const byBadge = settings.find((setting) => badge.test(setting.key) && usableUrl(setting.value))
    return usableUrl((exact ?? byBadge)?.value)
  }
  return {
    favicon: pick('favicon') ?? BUILT_IN_BRAND.favicon,
    socialImage: pick('socialImage') ?? BUILT_IN_BRAND.socialImage,
    logo: pick('logo') ?? BUILT_IN_BRAND.logo,
  }
}
