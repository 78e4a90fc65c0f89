import type { Metadata } from 'next'
import { SITE_NAME } from '../site/constants'

const NOT_FOUND_TITLE = 'Page Not Found'

/** The 404 page's metadata: its own title (it used to carry the site default and read like the home page). */
export const NOT_FOUND_METADATA: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false, follow: true } }

/** The same for the 404 document outside the frontend layout, which has no title template to apply. */
export const GLOBAL_NOT_FOUND_METADATA: Metadata = { ...NOT_FOUND_METADATA, title: { absolute: `${NOT_FOUND_TITLE} | ${SITE_NAME}` } }
