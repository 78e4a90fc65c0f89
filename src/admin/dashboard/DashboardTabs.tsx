'use client'

import type React from 'react'
import { useSearchParams } from 'next/navigation'
import { useRef } from 'react'
import { GeneratedViewLink } from '../nav/TaskScreenBanner'
import { screenOfTab } from '../nav/screens'
import layout from '../shared/layout.module.css'
import { DASHBOARD_TABS, type DashboardTabKey, tabFromQuery } from './tabs'
import { BrandSettingsTab } from './tabs/BrandSettingsTab'
import { ChangelogTab } from './tabs/ChangelogTab'
import { ImageRecoveryTab } from './tabs/ImageRecoveryTab'
import { NewsletterSubscribersTab } from './tabs/NewsletterSubscribersTab'
import { PodcastTab } from './tabs/PodcastTab'
import { SeoSettingsTab } from './tabs/SeoSettingsTab'
import { SubscriptionGatesTab } from './tabs/SubscriptionGatesTab'
import { SubmissionsTab } from './tabs/SubmissionsTab'

const PANELS: Record<DashboardTabKey, React.ComponentType> = {
  'wiyhs-submissions': SubmissionsTab,
  'newsletter-subscribers': NewsletterSubscribersTab,
  podcast: PodcastTab,
  'subscription-gates': SubscriptionGatesTab,
  'seo-settings': SeoSettingsTab,
  'brand-settings': BrandSettingsTab,
  changelog: ChangelogTab,
  'image-recovery': ImageRecoveryTab,
}

const tabId = (key: DashboardTabKey) => `dashboard-tab-${key}`
const panelId = (key: DashboardTabKey) => `dashboard-panel-${key}`

/** The WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs; only the open panel renders. */
export function DashboardTabs({ initialTab }: { initialTab: DashboardTabKey }) {
  // The open tab is the URL's, so the admin navigation's links to a tab open it while the dashboard is
  // already showing (Next keeps useSearchParams in step with history.replaceState).
  const searchParams = useSearchParams()
  const tab = searchParams.has('tab') ? tabFromQuery(searchParams.get('tab')) : initialTab
  const tabRefs = useRef<Partial<Record<DashboardTabKey, HTMLButtonElement | null>>>({})

  const selectTab = (key: DashboardTabKey, focus = false) => {
    // The tab lives in the URL so a reload or a shared link opens the same tab. replaceState keeps
    // Next's router in sync without re-rendering the server view, but only for a state that is not
    // Next's own: a state carrying its `__NA` mark is passed through unsynced, so useSearchParams (and
    // the open tab) would never change. Next copies its internal state over by itself.
    const url = new URL(window.location.href)
    url.searchParams.set('tab', key)
    window.history.replaceState(null, '', url)
    if (focus) tabRefs.current[key]?.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = DASHBOARD_TABS.length - 1
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    const next = target === undefined ? undefined : DASHBOARD_TABS[target]
    if (!next) return
    event.preventDefault()
    selectTab(next.key, true)
  }

  const Panel = PANELS[tab]
  const collection = screenOfTab(tab)?.collection
  return (
    <>
      <div role="tablist" aria-label="Dashboard sections" className={layout.tablist}>
        {DASHBOARD_TABS.map(({ key, label }, index) => (
          <button
            key={key}
            ref={(element) => {
              tabRefs.current[key] = element
            }}
            type="button"
            role="tab"
            id={tabId(key)}
            aria-selected={tab === key}
            aria-controls={panelId(key)}
            tabIndex={tab === key ? 0 : -1}
            className={layout.tab}
            onClick={() => selectTab(key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className={layout.tabpanel} tabIndex={0}>
        <Panel />
        {collection && <GeneratedViewLink collection={collection} />}
      </div>
    </>
  )
}
