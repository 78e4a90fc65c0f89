'use client'

import { Button, Pill } from '@payloadcms/ui'
import { useState } from 'react'
import { labelFor } from '@/lib/forms/options'
import type { Gate } from '@/payload-types'
import { AdminModal, ConfirmationDialog, useAdminModal } from '../shared/AdminModal'
import layout from '../shared/layout.module.css'
import { RouteText } from '../shared/RouteText'
import { GateAnalyticsPanel } from './GateAnalyticsPanel'
import { GateForm } from './GateForm'
import { useGates } from './useGates'

interface GateCardProps {
  gate: Gate
  onToggle: () => void
  onAnalytics: () => void
  onEdit: () => void
  onDelete: () => void
}

function GateCard({ gate, onToggle, onAnalytics, onEdit, onDelete }: GateCardProps) {
  return (
    <li className={layout.card}>
      <div className={layout.cardHeader}>
        <div className={layout.stack}>
          <h2 className={layout.cardTitle}>{gate.name}</h2>
          <div className={layout.meta}>
            <Pill size="small" pillStyle={gate.isActive ? 'success' : 'light-gray'}>
              {gate.isActive ? 'active' : 'inactive'}
            </Pill>{' '}
            <RouteText route={gate.pagePath} /> · {labelFor(gate.triggerType)} at {gate.triggerValue} · priority {gate.priority} · shown{' '}
            {labelFor(gate.showFrequency).toLowerCase()}
          </div>
          <p className={layout.meta}>{gate.title}</p>
        </div>
        <div className={layout.cardActions}>
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            extraButtonProps={{ 'aria-pressed': gate.isActive ?? false }}
            onClick={onToggle}
          >
            {gate.isActive ? 'Deactivate' : 'Activate'}
            <span className={layout.srOnly}> {gate.name}</span>
          </Button>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={onAnalytics}>
            Analytics<span className={layout.srOnly}> for {gate.name}</span>
          </Button>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={onEdit}>
            Edit<span className={layout.srOnly}> {gate.name}</span>
          </Button>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={onDelete}>
            Delete<span className={layout.srOnly}> {gate.name}</span>
          </Button>
        </div>
      </div>
    </li>
  )
}

const FORM_MODAL = 'gate-form'
const DELETE_MODAL = 'delete-gate'

/** /admin/subscription-gates: list, create, edit, activate or deactivate, delete and analytics. */
export function GatesManager({ initialGates }: { initialGates: Gate[] }) {
  const { gates, save, toggle, remove } = useGates(initialGates)
  const formModal = useAdminModal(FORM_MODAL)
  const deleteModal = useAdminModal(DELETE_MODAL)
  const [editing, setEditing] = useState<Gate | null>(null)
  const [deleting, setDeleting] = useState<Gate | null>(null)
  // Kept by id, so the panel shows the gate's new name or state after a change.
  const [analyticsId, setAnalyticsId] = useState<number | null>(null)
  const analyticsFor = gates.find((gate) => gate.id === analyticsId)
  const openForm = (gate: Gate | null) => {
    setEditing(gate)
    formModal.open()
  }

  return (
    <>
      <div className={layout.header}>
        <div>
          <h1 className={layout.title}>Subscription Gates</h1>
          <p className={layout.subtitle}>Prompts that invite visitors to subscribe to Smoke Signals.</p>
        </div>
        <div className={layout.actions}>
          <Button el="link" url="/admin/dashboard" buttonStyle="secondary" margin={false}>
            Back to Dashboard
          </Button>
          <Button buttonStyle="primary" margin={false} onClick={() => openForm(null)}>
            New Gate
          </Button>
        </div>
      </div>

      {gates.length === 0 ? <p className={layout.notice}>No subscription gates yet. Create one to start inviting visitors.</p> : null}
      <ul className={layout.list} aria-label="Subscription gates">
        {gates.map((gate) => (
          <GateCard
            key={gate.id}
            gate={gate}
            onToggle={() => toggle.mutate(gate)}
            onAnalytics={() => setAnalyticsId(gate.id)}
            onEdit={() => openForm(gate)}
            onDelete={() => {
              setDeleting(gate)
              deleteModal.open()
            }}
          />
        ))}
      </ul>

      {analyticsFor ? <GateAnalyticsPanel gate={analyticsFor} /> : null}

      <AdminModal slug={FORM_MODAL} title={editing ? 'Edit Subscription Gate' : 'New Subscription Gate'}>
        <GateForm
          key={editing?.id ?? 'new'}
          gate={editing}
          busy={save.isPending}
          onSubmit={(input) => save.mutate({ gate: editing, input }, { onSuccess: formModal.close })}
          onCancel={formModal.close}
        />
      </AdminModal>

      <ConfirmationDialog
        slug={DELETE_MODAL}
        title="Delete subscription gate"
        message={`Delete "${deleting?.name ?? ''}" and its analytics? This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : undefined)}
      />
    </>
  )
}
