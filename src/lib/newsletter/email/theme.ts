/**
 * E-mail colours. Every block sets both its background and its text colour: clients that force a dark
 * scheme (Gmail's apps, Outlook) invert what they see as light, and a block that named only one of the
 * two could come out dark-on-dark. Clients that honour `prefers-color-scheme` (Apple Mail, iOS) get the
 * dark palette from the <style> in the head instead. No pure black or white, which inverters treat
 * most harshly; contrast stays at least 4.5:1 in both palettes.
 */
export const EMAIL_COLORS = {
  page: '#f3efe6',
  card: '#fffdf8',
  text: '#1f2a22',
  muted: '#5b645c',
  accent: '#b4410f',
  rule: '#ded7c8',
  quote: '#f6efe2',
  buttonText: '#fffdf8',
  dark: { page: '#111613', card: '#1a211c', text: '#e8efe6', muted: '#a9b4aa', accent: '#fb923c', rule: '#2f3a32', quote: '#222b25' },
} as const

export const EMAIL_FONT = "Georgia, 'Times New Roman', serif"
export const EMAIL_SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif"

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
