// What the share cards look like and how they are served, apart from the renderer (card.ts), so page
// metadata can name the size without loading it.

/** Every share image is made at Open Graph's recommended 1200×630 (1.91:1). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

/** The brand palette of the site (src/app/(frontend)/globals.css), as the card's flat colours. */
export const SHARE_COLORS = {
  smoke950: '#0b0d0c',
  smoke900: '#121614',
  smoke700: '#2a322e',
  ember300: '#fdba74',
  ember400: '#fb923c',
  ember500: '#c2410c',
  stone50: '#fafaf9',
  stone300: '#d6d3d1',
  stone400: '#a8a29e',
  unlit: '#3f3f46',
} as const

/** The brand faces by the names the cards use in `fontFamily`. */
export const SHARE_FONTS = { display: 'Bricolage Grotesque', body: 'Inter' } as const

/** Cards are cached by the route that serves them; a browser or CDN keeps one an hour. */
export const SHARE_CARD_CACHE_CONTROL = 'public, max-age=3600'
