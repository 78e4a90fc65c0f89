'use client'

import { Button, Pill } from '@payloadcms/ui'
import { useState } from 'react'
import { labelFor } from '@/lib/validation/options'
import type { Gate } from '@/payload-types'
import { ConfirmDialog, Dialog } from '../shared/ConfirmDialog'
import styles from '../shared/admin.module.css'
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
    <li className={styles.card}>
      <div className={styles.header}>
        <div>
          <h2 className={styles.cardTitle}>{gate.name}</h2>
          <div className={styles.meta}>
            <Pill size="small" pillStyle={gate.isActive ? 'success' : 'light-gray'}>
              {gate.isActive ? 'active' : 'inactive'}
            </Pill>{' '}
            {gate.pagePath} · {labelFor(gate.triggerType)} at {gate.triggerValue} · priority {gate.priority} · shown {labelFor(gate.showFrequency).toLowerCase()}
          </div>
          <p className={styles.meta}>{gate.title}</p>
        </div>
        <div className={styles.actions}>
          <Button buttonStyle="secondary" size="small" margin={false} extraButtonProps={{ 'aria-pressed': gate.isActive ?? false }} onClick={onToggle}>
            {gate.isActive ? 'Deactivate' : 'Activate'}
            <span className={styles.srOnly}> {gate.name}</span>
          </Button>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={onAnalytics}>
            Analytics<span className={styles.srOnly}> for {gate.name}</span>
          </Button>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={onEdit}>
            Edit<span className={styles.srOnly}> {gate.name}</span>
          </Button>
          <Button buttonStyle="error" size="small" margin={false} onClick={onDelete}>
            Delete<span className={styles.srOnly}> {gate.name}</span>
          </Button>
        </div>
      </div>
    </li>
  )
}

/** /admin/subscription-gates: list, create, edit, activate or deactivate, delete and analytics. */
export function GatesManager({ initialGates }: { initialGates: Gate[] }) {
  const { gates, save, toggle, remove } = useGates(initialGates)
  const [editing, setEditing] = useState<{ gate: Gate | null } | null>(null)
  const [deleting, setDeleting] = useState<Gate | null>(null)
  // Kept by id, so the panel shows the gate's new name or state after a change.
  const [analyticsId, setAnalyticsId] = useState<number | null>(null)
  const analyticsFor = gates.find((gate) => gate.id === analyticsId)

  return (
    <>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>Subscription Gates</h1>
          <p className={styles.subtitle}>Prompts that invite visitors to subscribe to Smoke Signals.</p>
        </div>
        <div className={styles.actions}>
          <Button el="link" url="/admin/dashboard" buttonStyle="secondary" margin={false}>
            Back to Dashboard
          </Button>
          <Button buttonStyle="primary" margin={false} onClick={() => setEditing({ gate: null })}>
            New Gate
          </Button>
        </div>
      </div>

      {gates.length === 0 ? <p className={styles.notice}>No subscription gates yet. Create one to start inviting visitors.</p> : null}
      <ul className={styles.list} aria-label="Subscription gates">
        {gates.map((gate) => (
          <GateCard
            key={gate.id}
            gate={gate}
            onToggle={() => toggle.mutate(gate)}
            onAnalytics={() => setAnalyticsId(gate.id)}
            onEdit={() => setEditing({ gate })}
            onDelete={() => setDeleting(gate)}
          />
        ))}
      </ul>

      {analyticsFor ? (
        <div className={styles.spaced}>
          <GateAnalyticsPanel gate={analyticsFor} />
        </div>
      ) : null}

      <Dialog open={editing !== null} title={editing?.gate ? 'Edit Subscription Gate' : 'New Subscription Gate'} onClose={() => setEditing(null)}>
        {editing ? (
          <GateForm
            key={editing.gate?.id ?? 'new'}
            gate={editing.gate}
            busy={save.isPending}
            onSubmit={(input) => save.mutate({ gate: editing.gate, input }, { onSuccess: () => setEditing(null) })}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete subscription gate"
        message={`Delete "${deleting?.name ?? ''}" and its analytics? This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
