'use client'

import { useCallback, useEffect, useState } from 'react'
import { useToast } from '@/admin/shared/toast'
import { deleteJson, getJson } from '@/lib/http/client'
import { ADMIN_TOASTS } from '@/lib/validation/texts'
import { ConfirmDialog } from '../../shared/ConfirmDialog'
import type { EffectiveSeo } from '@/lib/seo/metadata'
import type { SeoSetting } from '@/payload-types'
import form from '../../shared/form.module.css'
import styles from '../dashboard.module.css'
import { SeoSettingDialog } from './SeoSettingDialog'

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; settings: SeoSetting[]; effective: EffectiveSeo[] }
type Editing = { mode: 'new' } | { mode: 'edit'; setting: SeoSetting } | null

export function SeoSettingsTab() {
  const { toast } = useToast()
  const [state, setState] = useState<State>({ status: 'loading' })
  const [editing, setEditing] = useState<Editing>(null)
  const [confirming, setConfirming] = useState<SeoSetting | null>(null)

  const load = useCallback(async () => {
    const result = await getJson<{ settings: SeoSetting[]; effective: EffectiveSeo[] }>('/api/admin/seo-settings')
    setState(
      result.ok
        ? { status: 'ready', settings: result.data.settings, effective: result.data.effective }
        : { status: 'error', message: result.message ?? ADMIN_TOASTS.loadFailed },
    )
  }, [])

  useEffect(() => {
    // Fetching on mount is the point of this effect; the state it sets comes back asynchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load()
  }, [load])

  const remove = async (setting: SeoSetting) => {
    setConfirming(null)
    const result = await deleteJson(`/api/admin/seo-settings/${encodeURIComponent(setting.pageRoute)}`)
    if (!result.ok) {
      toast({ title: ADMIN_TOASTS.deleteFailed, description: result.message ?? ADMIN_TOASTS.seoDeleteFallback, variant: 'destructive' })
      return
    }
    toast({ title: ADMIN_TOASTS.seoDeleted })
    await load()
  }

  return (
    <section className={styles.mount} aria-labelledby="seo-tab-title">
      <h2 id="seo-tab-title" className={styles.sectionTitle}>
        SEO Settings
      </h2>
      <p className={styles.note}>
        The defaults live in code (src/lib/seo/presets.ts); a stored override replaces them field by field. This is what
        each page carries now.
      </p>
      {state.status === 'ready' ? (
        <ul className={styles.grid} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="SEO in effect per page">
          {state.effective.map((page) => (
            <li key={page.route} className={styles.card} data-route={page.route}>
              <div className={styles.cardHeader}>
                <h3 className={styles.cardTitle}>
                  <code>{page.route}</code>
                </h3>
                <span className={styles.badge} data-tone={page.source === 'override' ? 'active' : 'inactive'}>
                  {page.source === 'override' ? 'Override' : 'Preset'}
                </span>
              </div>
              <p className={styles.meta}>
                <strong>{page.title}</strong>
              </p>
              <p className={styles.meta}>{page.description}</p>
            </li>
          ))}
        </ul>
      ) : null}

      <div className={styles.sectionHeader}>
        <h3 className={styles.sectionTitle}>Stored overrides</h3>
        <button type="button" className={form.primary} onClick={() => setEditing({ mode: 'new' })}>
          New SEO Setting
        </button>
      </div>
      {state.status === 'loading' ? (
        <p className={styles.loading} role="status">
          Loading SEO settings…
        </p>
      ) : state.status === 'error' ? (
        <p className={styles.empty} role="alert">
          {state.message}
        </p>
      ) : state.settings.length === 0 ? (
        <p className={styles.empty}>No stored overrides.</p>
      ) : (
        <ul className={styles.grid} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Stored SEO overrides">
          {state.settings.map((setting) => (
            <li key={setting.id} className={styles.card}>
              <div className={styles.cardHeader}>
                <h4 className={styles.cardTitle}>
                  <code>{setting.pageRoute}</code>
                </h4>
                <span className={styles.badge} data-tone={setting.isActive === false ? 'inactive' : 'active'}>
                  {setting.isActive === false ? 'Inactive' : 'Active'}
                </span>
              </div>
              <p className={styles.meta}>{setting.title}</p>
              <div className={styles.footer}>
                <button type="button" className={form.secondary} onClick={() => setEditing({ mode: 'edit', setting })}>
                  Edit
                </button>
                <button type="button" className={form.danger} onClick={() => setConfirming(setting)}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <SeoSettingDialog
          setting={editing.mode === 'edit' ? editing.setting : null}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null)
            await load()
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete SEO override"
        message={`Delete the SEO override for ${confirming?.pageRoute ?? ''}?`}
        confirmLabel="Delete"
        onConfirm={() => confirming && void remove(confirming)}
        onClose={() => setConfirming(null)}
      />
    </section>
  )
}
