import localFont from 'next/font/local'

// The login scene speaks in the site's display face (the same self-hosted file as the public pages,
// src/app/fonts.ts); the admin's own screens keep Payload's type.
export const loginDisplayFont = localFont({
  src: '../../../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-login-display',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
})
