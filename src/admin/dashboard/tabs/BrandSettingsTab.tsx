'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { getJson } from '@/lib/http/client'
import { ADMIN_TOASTS } from '@/lib/validation/texts'
import type { BrandSetting } from '@/payload-types'
import form from '../../shared/form.module.css'
import styles from '../dashboard.module.css'

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; assets: BrandSetting[] }

/** The tab shows only the favicon and the social image assets; every asset is on /admin/brand-settings. */
const isShownAsset = (key: string) => /favicon|social/i.test(key)

export function BrandSettingsTab() {
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    let live = true
    void getJson<{ settings: BrandSetting[] }>('/api/admin/brand-settings').then((result) => {
      if (!live) return
      setState(
        result.ok
          ? { status: 'ready', assets: result.data.settings.filter((setting) => isShownAsset(setting.key)) }
          : { status: 'error', message: result.message ?? ADMIN_TOASTS.loadFailed },
      )
    })
    return () => {
      live = false
    }
  }, [])

  return (
    <section className={styles.mount} aria-labelledby="brand-tab-title">
      <div className={styles.sectionHeader}>
        <h2 id="brand-tab-title" className={styles.sectionTitle}>
          Brand Settings
        </h2>
        <Link className={form.primary} href="/admin/brand-settings">
          Manage Brand Settings
        </Link>
      </div>
      {state.status === 'loading' ? (
        <p className={styles.loading} role="status">
          Loading brand assets…
        </p>
      ) : state.status === 'error' ? (
        <p className={styles.empty} role="alert">
          {state.message}
        </p>
      ) : state.assets.length === 0 ? (
        <p className={styles.empty}>No favicon or social image is set yet.</p>
      ) : (
        <ul className={styles.grid} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {state.assets.map((asset) => (
            <li key={asset.id} className={styles.card}>
              <div className={styles.cardHeader}>
                <h3 className={styles.cardTitle}>{asset.key}</h3>
                <span className={styles.badge}>{/favicon/i.test(asset.key) ? 'favicon' : 'social'}</span>
              </div>
              {asset.description ? <p className={styles.meta}>{asset.description}</p> : null}
              {/* Brand assets are arbitrary URLs (site paths, bucket or CDN hosts), not next/image sources. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img className={styles.assetImage} src={asset.value} alt={asset.description ?? asset.key} />
              <p className={styles.meta}>
                <a href={asset.value}>{asset.value}</a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
