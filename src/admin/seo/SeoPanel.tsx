'use client'

import { Button, Pill } from '@payloadcms/ui'
import { useState } from 'react'
import { deleteJson } from '@/lib/http/client'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import type { SeoSetting } from '@/payload-types'
import { ConfirmationDialog, useAdminModal } from '../shared/AdminModal'
import layout from '../shared/layout.module.css'
import { QueryState } from '../shared/QueryState'
import { RouteText } from '../shared/RouteText'
import { useAdminMutation } from '../shared/mutation'
import { adminKeys } from '../shared/query'
import { SEO_SETTINGS_URL, useSeoSettings } from './api'
import { EffectiveSeoList } from './EffectiveSeoList'
import { SEO_DIALOG_SLUG, SeoSettingDialog } from './SeoSettingDialog'

const CONFIRM_SLUG = 'delete-seo-setting'

/** The SEO Settings tab: what each page carries now, and the stored overrides with their dialog. */
export function SeoPanel() {
  const query = useSeoSettings()
  const dialog = useAdminModal(SEO_DIALOG_SLUG)
  const confirmModal = useAdminModal(CONFIRM_SLUG)
  // undefined: no dialog content; null: a new setting.
  const [editing, setEditing] = useState<SeoSetting | null | undefined>(undefined)
  const [confirming, setConfirming] = useState<SeoSetting | null>(null)

  const remove = useAdminMutation({
    request: (setting: SeoSetting) => deleteJson(`${SEO_SETTINGS_URL}/${encodeURIComponent(setting.pageRoute)}`),
    failure: { title: ADMIN_TOASTS.deleteFailed, fallback: ADMIN_TOASTS.seoDeleteFallback },
    success: { title: ADMIN_TOASTS.seoDeleted },
    invalidates: adminKeys.seo,
  })

  const edit = (setting: SeoSetting | null) => {
    setEditing(setting)
    dialog.open()
  }

  return (
    <section className={layout.stack} aria-labelledby="seo-tab-title">
      <h2 id="seo-tab-title" className={layout.sectionTitle}>
        SEO Settings
      </h2>
      <p className={layout.notice}>
        Every page has built-in defaults; a stored override replaces them field by field. This is what each page carries now.
      </p>
      {query.data ? <EffectiveSeoList pages={query.data.effective} /> : null}
      <div className={layout.sectionHeader}>
        <h3 className={layout.subheading}>Stored overrides</h3>
        <Button margin={false} onClick={() => edit(null)}>
          New SEO Setting
        </Button>
      </div>
      <QueryState
        query={query}
        loadingText="Loading SEO settings…"
        isEmpty={(data) => data.settings.length === 0}
        empty="No stored overrides."
      >
        {({ settings }) => (
          <ul className={layout.grid} aria-label="Stored SEO overrides">
            {settings.map((setting) => (
              <li key={setting.id} className={layout.card}>
                <div className={layout.cardHeader}>
                  <h4 className={layout.cardTitle}>
                    <RouteText route={setting.pageRoute} />
                  </h4>
                  <Pill size="small" pillStyle={setting.isActive === false ? 'light-gray' : 'success'}>
                    {setting.isActive === false ? 'Inactive' : 'Active'}
                  </Pill>
                </div>
                <p className={layout.meta}>{setting.title}</p>
                <div className={layout.cardActions}>
                  <Button buttonStyle="secondary" size="small" margin={false} onClick={() => edit(setting)}>
                    Edit
                  </Button>
                  <Button
                    buttonStyle="secondary"
                    size="small"
                    margin={false}
                    onClick={() => {
                      setConfirming(setting)
                      confirmModal.open()
                    }}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <SeoSettingDialog setting={editing} />
      <ConfirmationDialog
        slug={CONFIRM_SLUG}
        title="Delete SEO override"
        message={`Delete the SEO override for ${confirming?.pageRoute ?? ''}?`}
        confirmLabel="Delete"
        onConfirm={() => (confirming ? remove.mutateAsync(confirming) : undefined)}
      />
    </section>
  )
}
