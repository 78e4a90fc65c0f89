'use client'

import { Button, Pill } from '@payloadcms/ui'
import layout from '../shared/layout.module.css'
import { QueryState } from '../shared/QueryState'
import { useBrandSettingsQuery } from './api'
import { brandBadgeOf } from './BrandSettingsManager'

/** The tab shows only the favicon and the social image assets; every asset is on /admin/brand-settings. */
const isShownAsset = (key: string) => ['favicon', 'social'].includes(brandBadgeOf(key))

/** The dashboard's brand tab: a preview of the favicon and social images, and the way to the brand settings screen. */
export function BrandSettingsTab() {
  const query = useBrandSettingsQuery()
  return (
    <section className={layout.stack} aria-labelledby="brand-tab-title">
      <div className={layout.sectionHeader}>
        <h2 id="brand-tab-title" className={layout.sectionTitle}>
          Brand Settings
        </h2>
        <Button el="link" to="/admin/brand-settings" margin={false}>
          Manage Brand Settings
        </Button>
      </div>
      <QueryState
        query={query}
        loadingText="Loading brand assets…"
        isEmpty={(settings) => !settings.some((setting) => isShownAsset(setting.key))}
        empty="No favicon or social image is set yet."
      >
        {(settings) => (
          <ul className={layout.grid}>
            {settings
              .filter((setting) => isShownAsset(setting.key))
              .map((asset) => (
                <li key={asset.id} className={layout.card}>
                  <div className={layout.cardHeader}>
                    <h3 className={layout.cardTitle}>{asset.key}</h3>
                    <Pill size="small">{brandBadgeOf(asset.key)}</Pill>
                  </div>
                  {asset.description ? <p className={layout.meta}>{asset.description}</p> : null}
                  {/* Brand assets are arbitrary URLs (site paths, bucket or CDN hosts), not next/image sources. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img className={layout.thumb} src={asset.value} alt={asset.description ?? asset.key} />
                  <p className={layout.meta}>
                    <a href={asset.value}>{asset.value}</a>
                  </p>
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}
