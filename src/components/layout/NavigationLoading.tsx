'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useState } from 'react'
import { ChangelogLoading } from '@/components/changelog/ChangelogLoading'
import { CloudLoading } from '@/components/cloud/CloudLoading'
import { EpisodesLoading } from '@/components/podcast/EpisodesLoading'
import { StrainCloudLoading } from '@/components/strains/StrainCloudLoading'
import { CHANGELOG_PATH } from '@/lib/changelog/paths'
import { episodesPath, PODCAST_BASE_PATHS } from '@/lib/podcast/paths'
import { STRAIN_CLOUD_PATH } from '@/lib/strains/cloud-view'
import { CLOUD_ROUTES } from '@/lib/submissions/cloud-filters'

type LoadingState = () => React.ReactElement

/**
 * The pages with a loading state of their own (the spec's loading texts), by path. Filters, search and
 * paging keep the path (they are query strings), so they never replace the page they refine.
 */
const LOADING_STATES: ReadonlyMap<string, LoadingState> = new Map<string, LoadingState>([
  ...CLOUD_ROUTES.map((route) => [route, CloudLoading] as const),
  [STRAIN_CLOUD_PATH, StrainCloudLoading],
  ...PODCAST_BASE_PATHS.map((base) => [episodesPath(base), EpisodesLoading] as const),
  [CHANGELOG_PATH, ChangelogLoading],
])

const loadingStateOf = (pathname: string): LoadingState | null => LOADING_STATES.get(pathname.replace(/(.)\/+$/, '$1')) ?? null

/** A navigation answered sooner (from the prefetch cache, say) shows no loading state at all. */
const SHOW_AFTER_MS = 150
/** A navigation the router dropped (another link followed meanwhile) gives the page back. */
const GIVE_UP_AFTER_MS = 20_000

/** The link of this site a click follows in this tab, or null (a new tab or window, a download, another site). */
function followedLink(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null
  if (anchor.target && anchor.target !== '_self') return null
  const url = new URL(anchor.href)
  return url.origin === window.location.origin ? url : null
}

/**
 * The page's content, or the loading state of the page a followed link opens until that page is there.
 * The public pages have no route-level loading.tsx (docs/decisions.md#works-without-javascript): their
 * HTML arrives complete, and without JavaScript the browser's own progress shows. With it, a link to
 * The Cloud, the strain cloud, the episode list or the changelog shows the spec's loading state of that
 * page while its data comes; links that keep the path (filters, search, paging) keep the page.
 */
export function NavigationLoading({ children }: { children: React.ReactNode }) {
  const pathname = usePathname()
  const [pending, setPending] = useState<{ Loading: LoadingState } | null>(null)
  const [shown, setShown] = useState<typeof pending>(null)
  // The new page is there (its path is): it replaces the wait.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setPending(null)
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = followedLink(event)
      if (!url || url.pathname === window.location.pathname) return
      const Loading = loadingStateOf(url.pathname)
      if (Loading) setPending({ Loading })
    }
    const reset = () => setPending(null)
    document.addEventListener('click', onClick)
    // Back or Forward during the wait, or this page restored from the back/forward cache.
    window.addEventListener('popstate', reset)
    window.addEventListener('pageshow', reset)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', reset)
      window.removeEventListener('pageshow', reset)
    }
  }, [])

  useEffect(() => {
    if (!pending) return
    const show = window.setTimeout(() => setShown(pending), SHOW_AFTER_MS)
    const giveUp = window.setTimeout(() => setPending(null), GIVE_UP_AFTER_MS)
    return () => {
      window.clearTimeout(show)
      window.clearTimeout(giveUp)
    }
  }, [pending])

  const Loading = pending && shown === pending ? pending.Loading : null
  return (
    <>
      {Loading ? <Loading /> : null}
      <div className={Loading ? 'hidden' : 'contents'}>{children}</div>
    </>
  )
}
