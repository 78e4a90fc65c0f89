import type { Metadata } from 'next'

/** The 404 page's metadata: its own title (it used to carry the site default and read like the home page). */
export const NOT_FOUND_METADATA: Metadata = { title: 'Page Not Found', robots: { index: false, follow: true } }
