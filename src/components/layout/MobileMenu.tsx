'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import type { NavLink } from '@/lib/site/navigation'

/**
 * The phone navigation: a disclosure button and the list it shows (WAI-ARIA disclosure pattern).
 * Opening moves focus to the first link; Escape, a second press or choosing a link closes it, and
 * Escape gives focus back to the button so keyboard users are not left on a hidden element.
 */
export function MobileMenu({ links }: { links: readonly NavLink[] }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const pathname = usePathname()

  // A client-side navigation lands on a new page: the menu of the previous one closes.
  const [shownFor, setShownFor] = useState(pathname)
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>('a')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-stone-300 px-2.5 text-sm font-semibold hover:border-ember-500 min-[420px]:px-3 dark:border-smoke-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        {/* Icon only on the narrowest screens, where the header also holds The Cloud and the podcast. */}
        <span className="sr-only min-[420px]:not-sr-only">Menu</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-stone-200 bg-stone-50 shadow-lg dark:border-smoke-700 dark:bg-smoke-950"
      >
        <nav aria-label="Mobile">
          <ul className="page-container py-2">
            {links.map((link) => (
              <li key={link.href}>
                {link.external || link.href.startsWith('#') ? (
                  <a
                    href={link.href}
                    rel={link.external ? 'noopener' : undefined}
                    onClick={() => setOpen(false)}
                    className="block py-3 text-base font-medium hover:text-ember-600 dark:hover:text-ember-300"
                  >
                    {link.label}
                  </a>
                ) : (
                  <Link
                    href={link.href}
                    onClick={() => setOpen(false)}
                    className="block py-3 text-base font-medium hover:text-ember-600 dark:hover:text-ember-300"
                  >
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
