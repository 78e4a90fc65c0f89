import localFont from 'next/font/local'

// The brand faces are self-hosted from the installed @fontsource-variable packages: the CSP allows fonts
// from this origin only, and next/font/local gives each one a preload link, font-display: swap and a
// size-adjusted local fallback (no layout shift when the web font arrives). Latin subset only: every
// text of the site is Latin (accented Latin-1 letters included), the other subsets would be dead weight.

/** Body text: Inter (variable weight 100–900). */
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-body',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
})

/** Headings and the wordmark: Bricolage Grotesque (variable weight 200–800). */
export const displayFont = localFont({
  src: '../../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand-display',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
})
