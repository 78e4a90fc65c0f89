'use client'

import { Button, Pill } from '@payloadcms/ui'
import { useState } from 'react'
import { AdminModal, ConfirmationDialog, useAdminModal } from '@/admin/shared/AdminModal'
import layout from '@/admin/shared/layout.module.css'
import type { BrandSetting } from '@/payload-types'
import { BrandSettingForm } from './BrandSettingForm'
import { useBrandSettings } from './useBrandSettings'

const FORM_MODAL = 'brand-setting-form'
const DELETE_MODAL = 'delete-brand-setting'

/** The badge of a brand asset, read from its key: favicon, social, logo, else asset. */
export function brandBadgeOf(key: string): 'favicon' | 'social' | 'logo' | 'asset' {
  const lower = key.toLowerCase()
  if (lower.includes('favicon')) return 'favicon'
  if (lower.includes('social')) return 'social'
  if (lower.includes('logo')) return 'logo'
  return 'asset'
}

function BrandSettingCard({ setting, onEdit, onDelete }: { setting: BrandSetting; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className={layout.card}>
      <div className={layout.cardHeader}>
        <h2 className={layout.cardTitle}>{setting.key}</h2>
        <Pill size="small">{brandBadgeOf(setting.key)}</Pill>
      </div>
      {setting.description ? <p className={layout.meta}>{setting.description}</p> : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- an admin preview of any asset URL */}
      <img src={setting.value} alt={setting.description || setting.key} className={layout.thumb} />
      <p className={layout.meta}>
        <a href={setting.value} target="_blank" rel="noreferrer">
          {setting.value}
        </a>
      </p>
      {setting.lastUpdated ? <p className={layout.meta}>Updated {new Date(setting.lastUpdated).toLocaleString()}</p> : null}
      <div className={layout.cardActions}>
        <Button buttonStyle="secondary" size="small" margin={false} onClick={onEdit}>
          Edit<span className={layout.srOnly}> {setting.key}</span>
        </Button>
        <Button buttonStyle="secondary" size="small" margin={false} onClick={onDelete}>
          Delete<span className={layout.srOnly}> {setting.key}</span>
        </Button>
      </div>
    </li>
  )
}

/** /admin/brand-settings: list, add, edit and delete brand image assets. */
export function BrandSettingsManager({ initialSettings }: { initialSettings: BrandSetting[] }) {
  const { settings, save, remove } = useBrandSettings(initialSettings)
  const formModal = useAdminModal(FORM_MODAL)
  const deleteModal = useAdminModal(DELETE_MODAL)
  const [editing, setEditing] = useState<BrandSetting | null>(null)
  const [deleting, setDeleting] = useState<BrandSetting | null>(null)
  const openForm = (setting: BrandSetting | null) => {
    setEditing(setting)
    formModal.open()
  }

  return (
    <>
      <div className={layout.header}>
        <div>
          <h1 className={layout.title}>Brand Settings</h1>
          <p className={layout.subtitle}>Favicon, social sharing image, logos and other brand assets.</p>
        </div>
        <div className={layout.actions}>
          <Button el="link" url="/admin/dashboard" buttonStyle="secondary" margin={false}>
            Back to Dashboard
          </Button>
          <Button buttonStyle="primary" margin={false} onClick={() => openForm(null)}>
            Add Setting
          </Button>
        </div>
      </div>

      {settings.length === 0 ? <p className={layout.notice}>No brand settings yet.</p> : null}
      <ul className={layout.grid} aria-label="Brand settings">
        {settings.map((setting) => (
          <BrandSettingCard
            key={setting.id}
            setting={setting}
            onEdit={() => openForm(setting)}
            onDelete={() => {
              setDeleting(setting)
              deleteModal.open()
            }}
          />
        ))}
      </ul>

      <AdminModal slug={FORM_MODAL} title={editing ? 'Edit Brand Setting' : 'Add Brand Setting'}>
        <BrandSettingForm
          key={editing?.key ?? 'new'}
          setting={editing}
          busy={save.isPending}
          onSubmit={(body) => save.mutate({ setting: editing, body }, { onSuccess: formModal.close })}
          onCancel={formModal.close}
        />
      </AdminModal>

      <ConfirmationDialog
        slug={DELETE_MODAL}
        title="Delete brand setting"
        message={`Delete "${deleting?.key ?? ''}"? Pages using it fall back to their defaults.`}
        confirmLabel="Delete"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : undefined)}
      />
    </>
  )
}
