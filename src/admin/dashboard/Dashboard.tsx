'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useToast } from '@/admin/shared/toast'
import { getJson, postJson } from '@/lib/http/client'
import { ADMIN_TOASTS } from '@/lib/validation/texts'
import type { NewsletterSubscriber } from '@/payload-types'
import form from '../shared/form.module.css'
import { ADMIN_ROUTES } from '../shared/session'
import styles from './dashboard.module.css'
import { DASHBOARD_TABS, type DashboardTabKey } from './tabs'
import { BrandSettingsTab } from './tabs/BrandSettingsTab'
import { ChangelogTab } from './tabs/ChangelogTab'
import { ImageRecoveryTab } from './tabs/ImageRecoveryTab'
import { NewsletterSubscribersTab } from './tabs/NewsletterSubscribersTab'
import { PodcastTab } from './tabs/PodcastTab'
import { SeoSettingsTab } from './tabs/SeoSettingsTab'
import { SubscriptionGatesTab } from './tabs/SubscriptionGatesTab'
import { WiyhsSubmissionsTab } from './tabs/WiyhsSubmissionsTab'

export interface DashboardProps {
  username: string
  initialTab: DashboardTabKey
}

type SubscriberState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; subscribers: NewsletterSubscriber[] }

const tabId = (key: DashboardTabKey) => `dashboard-tab-${key}`
const panelId = (key: DashboardTabKey) => `dashboard-panel-${key}`

export function Dashboard({ username, initialTab }: DashboardProps) {
  const router = useRouter()
  const { toast } = useToast()
  const [tab, setTab] = useState<DashboardTabKey>(initialTab)
  const [subscriberState, setSubscriberState] = useState<SubscriberState>({ status: 'loading' })
  const [loggingOut, setLoggingOut] = useState(false)
  const tabRefs = useRef<Partial<Record<DashboardTabKey, HTMLButtonElement | null>>>({})

  const loadSubscribers = useCallback(async () => {
    const result = await getJson<{ subscribers: NewsletterSubscriber[] }>('/api/admin/newsletter/subscribers')
    setSubscriberState(result.ok ? { status: 'ready', subscribers: result.data.subscribers } : { status: 'error', message: result.message ?? ADMIN_TOASTS.loadFailed })
  }, [])

  useEffect(() => {
    // Fetching on mount is the point of this effect; the state it sets comes back asynchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void loadSubscribers()
  }, [loadSubscribers])

  const selectTab = (key: DashboardTabKey, focus = false) => {
    setTab(key)
    // The tab lives in the URL so a reload or a shared link opens the same tab. replaceState keeps
    // Next's router in sync without re-rendering the server view.
    const url = new URL(window.location.href)
    url.searchParams.set('tab', key)
    window.history.replaceState(window.history.state, '', url)
    if (focus) tabRefs.current[key]?.focus()
  }

  const onTabKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = DASHBOARD_TABS.length - 1
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    const next = target === undefined ? undefined : DASHBOARD_TABS[target]
    if (!next) return
    event.preventDefault()
    selectTab(next.key, true)
  }

  const logout = async () => {
    setLoggingOut(true)
    const result = await postJson('/api/auth/logout', {})
    if (!result.ok) {
      setLoggingOut(false)
      toast({ title: ADMIN_TOASTS.logoutFailed, description: result.message ?? ADMIN_TOASTS.logoutFailed, variant: 'destructive' })
      return
    }
    toast({ title: ADMIN_TOASTS.loggedOut })
    router.replace(ADMIN_ROUTES.login)
    router.refresh()
  }

  const subscribers = subscriberState.status === 'ready' ? subscriberState.subscribers : []
  const active = subscribers.filter((subscriber) => subscriber.isActive !== false).length
  const counters = [
    { label: 'Total Subscribers', value: subscribers.length },
    { label: 'Active Subscribers', value: active },
    { label: 'Inactive Subscribers', value: subscribers.length - active },
  ]

  return (
    <div className={styles.dashboard}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.heading}>Headstash Dashboard</h1>
          <p className={styles.welcome}>Welcome back, {username}</p>
        </div>
        <button type="button" className={form.secondary} onClick={logout} disabled={loggingOut}>
          Logout
        </button>
      </header>

      <section className={styles.counters} aria-label="Newsletter subscribers">
        {counters.map(({ label, value }) => (
          <div key={label} className={styles.counter}>
            <p className={styles.counterLabel}>{label}</p>
            <p className={styles.counterValue}>{subscriberState.status === 'ready' ? value : '–'}</p>
          </div>
        ))}
      </section>

      <div role="tablist" aria-label="Dashboard sections" className={styles.tablist}>
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
            className={styles.tab}
            onClick={() => selectTab(key)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className={styles.panel} tabIndex={0}>
        {tab === 'wiyhs-submissions' ? <WiyhsSubmissionsTab /> : null}
        {tab === 'newsletter-subscribers' ? (
          <NewsletterSubscribersTab state={subscriberState} onChanged={loadSubscribers} />
        ) : null}
        {tab === 'podcast' ? <PodcastTab /> : null}
        {tab === 'subscription-gates' ? <SubscriptionGatesTab /> : null}
        {tab === 'seo-settings' ? <SeoSettingsTab /> : null}
        {tab === 'brand-settings' ? <BrandSettingsTab /> : null}
        {tab === 'changelog' ? <ChangelogTab /> : null}
        {tab === 'image-recovery' ? <ImageRecoveryTab /> : null}
      </div>
    </div>
  )
}

export type { SubscriberState }
