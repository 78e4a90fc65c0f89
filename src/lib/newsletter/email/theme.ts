/**
 * E-mail colours. Every block sets both its background and its text colour: clients that force a dark
 * scheme (Gmail's apps, Outlook) invert what they see as light, and a block that named only one of the
 * two could come out dark-on-dark. Clients that honour `prefers-color-scheme` (Apple Mail, iOS) get the
 * dark palette from the <style> in the head instead. No pure black or white, which inverters treat
 * most harshly; contrast stays at least 4.5:1 in both palettes. The colours are the site's own
 * (src/app/(frontend)/globals.css): stone grounds, smoke text, ember accents.
 */
export const EMAIL_COLORS = {
  page: '#f5f5f4',
  card: '#fafaf9',
  text: '#121614',
  muted: '#57534e',
  accent: '#c2410c',
  rule: '#e7e5e4',
  quote: '#f5efe6',
  buttonText: '#fafaf9',
  /** The masthead band: the site's smoke ground with its wordmark, the same in both palettes. */
  masthead: '#121614',
  mastheadText: '#fafaf9',
  mastheadAccent: '#fdba74',
  dark: { page: '#0b0d0c', card: '#121614', text: '#e7e5e4', muted: '#a8a29e', accent: '#fb923c', rule: '#2a322e', quote: '#1c221f' },
} as const

// The site's faces (src/app/fonts.ts) first, for the clients and systems that have them, then the
// nearest system faces: mail clients load no web fonts worth relying on.
const SYSTEM_SANS = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
/** Body text: Inter, as on the site. */
export const EMAIL_FONT = `Inter, ${SYSTEM_SANS}`
export const EMAIL_SANS = EMAIL_FONT
/** Headings and the wordmark: Bricolage Grotesque, as on the site. */
export const EMAIL_DISPLAY = `'Bricolage Grotesque', ${SYSTEM_SANS}`

/** Widest content in the e-mail: 600 px card minus its padding. */
export const EMAIL_CONTENT_WIDTH = 552

const dark = EMAIL_COLORS.dark

/** Dark palette for clients that support the media query; the classes are set on the matching elements. */
export const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .hs-page { background-color: ${dark.page} !important; }
  .hs-card { background-color: ${dark.card} !important; color: ${dark.text} !important; }
  .hs-text { color: ${dark.text} !important; }
  .hs-muted { color: ${dark.muted} !important; }
  .hs-accent { color: ${dark.accent} !important; }
  .hs-quote { background-color: ${dark.quote} !important; }
  .hs-rule { border-color: ${dark.rule} !important; }
}`
