'use client'

import { useSyncExternalStore } from 'react'

/** The key the no-flash script in the frontend layout reads before first paint. */
export const THEME_STORAGE_KEY = 'theme'

const isDarkNow = () => document.documentElement.classList.contains('dark')

// The <html> class is the source of truth: the no-flash script sets it before React runs.
const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

function applyTheme(dark: boolean) {
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
  try {
    localStorage.setItem(THEME_STORAGE_KEY, dark ? 'dark' : 'light')
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); the switch still works for this visit.
  }
}

export function ThemeToggle() {
  // The server cannot know the visitor's theme; the site is dark-first, so it renders the dark state.
  const dark = useSyncExternalStore(subscribe, isDarkNow, () => true)

  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label="Dark theme"
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={() => applyTheme(!dark)}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-stone-300 text-stone-700 hover:border-ember-500 hover:text-ember-600 dark:border-smoke-700 dark:text-stone-200 dark:hover:text-ember-400"
    >
      {/* Icons follow the <html> class through CSS, so they are right before hydration too. */}
      <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-5 w-5 dark:block" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" strokeLinejoin="round" />
      </svg>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 dark:hidden" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="4" />
        <path
          d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
          strokeLinecap="round"
        />
      </svg>
    </button>
  )
}
