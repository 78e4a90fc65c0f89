import type { ReactElement } from 'react'

/** The doctype e-mail clients expect (React Email's own), which React does not write. */
const EMAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'

/**
 * An e-mail's HTML from its React Email components, rendered in one synchronous pass. React Email's own
 * `render` streams through React's Fizz renderer, which adds an inline `<script>` (its shell-time runtime)
 * whenever any work is still pending as the shell is written; under load that happened, and mail
 * clients and sandboxed viewers then see or block a script. Static markup has no streaming and no
 * runtime, so no script can ever be written; e-mail components never suspend, so nothing is lost.
 */
export async function renderEmailHtml(element: ReactElement): Promise<string> {
  // Imported when used, like React Email does, so the module stays out of bundles that never send mail.
  const { renderToStaticMarkup } = await import('react-dom/server')
  return `${EMAIL_DOCTYPE}${renderToStaticMarkup(element)}`
}
