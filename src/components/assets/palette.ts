/**
 * The palette shown on /cloud-assets: the site's own colour tokens (the `@theme` block of
 * src/app/(frontend)/globals.css), by token name. tests/unit/cloud-assets.test.ts keeps the two equal, so
 * the page never again lists colours the site does not use.
 */
export interface PaletteColor {
  /** Tailwind token, e.g. `ember-500` for `--color-ember-500`. */
  token: string
  name: string
  hex: string
  use: string
}

export const PALETTE: readonly PaletteColor[] = [
  { token: 'ember-300', name: 'Ember 300', hex: '#fdba74', use: 'Accents and text on dark backgrounds' },
  { token: 'ember-400', name: 'Ember 400', hex: '#fb923c', use: 'Links and highlights on dark backgrounds' },
  { token: 'ember-500', name: 'Ember 500', hex: '#c2410c', use: 'Calls to action and flames (white text passes AA)' },
  { token: 'ember-600', name: 'Ember 600', hex: '#9a3412', use: 'Links and pressed buttons on light backgrounds' },
  { token: 'leaf-300', name: 'Leaf 300', hex: '#86efac', use: 'Tags on dark backgrounds' },
  { token: 'leaf-500', name: 'Leaf 500', hex: '#15803d', use: 'Strain and category tags' },
  { token: 'smoke-950', name: 'Smoke 950', hex: '#0b0d0c', use: 'Page background (dark)' },
  { token: 'smoke-900', name: 'Smoke 900', hex: '#121614', use: 'Cards and panels (dark)' },
  { token: 'smoke-800', name: 'Smoke 800', hex: '#1c221f', use: 'Raised surfaces' },
  { token: 'smoke-700', name: 'Smoke 700', hex: '#2a322e', use: 'Borders and dividers' },
]
