'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useToast } from '@/admin/shared/toast'
import { getJson, postJson, sendJson } from '@/lib/http/client'
import { labelFor } from '@/lib/validation/options'
import type { Gate } from '@/payload-types'
import { ConfirmDialog, Dialog } from '../shared/ConfirmDialog'
import { failureToast } from '../shared/forms'
import styles from '../shared/admin.module.css'
import { GateAnalyticsPanel } from './GateAnalyticsPanel'
import { GateForm, type GateInput } from './GateForm'

const API = '/api/admin/subscription-gates'

type Editing = { gate: Gate | null } | null

/** /admin/subscription-gates: list, create, edit, activate or deactivate, delete and analytics. */
export function GatesManager({ initialGates }: { initialGates: Gate[] }) {
  const { toast } = useToast()
  const [gates, setGates] = useState(initialGates)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Gate | null>(null)
  const [analyticsFor, setAnalyticsFor] = useState<Gate | null>(null)
  const [busy, setBusy] = useState(false)

  async function refresh() {
    const result = await getJson<{ gates: Gate[] }>(API)
    if (result.ok) {
      setGates(result.data.gates)
      // The analytics panel keeps showing the same gate with its new name or state.
      setAnalyticsFor((current) => (current ? (result.data.gates.find((gate) => gate.id === current.id) ?? null) : null))
    }
  }

  async function save(input: GateInput) {
    const gate = editing?.gate ?? null
    setBusy(true)
    const result = gate ? await sendJson('PUT', `${API}/${gate.id}`, input) : await postJson(API, input)
    setBusy(false)
    if (!result.ok) {
      toast(failureToast('Error', result.message, gate ? 'Failed to update subscription gate' : 'Failed to create subscription gate'))
      return
    }
    toast({ title: 'Success', description: gate ? 'Subscription gate updated' : 'Subscription gate created' })
    setEditing(null)
    await refresh()
  }

  async function toggle(gate: Gate) {
    const result = await sendJson('PUT', `${API}/${gate.id}`, { isActive: !gate.isActive })
    if (!result.ok) {
      toast(failureToast('Error', result.message, 'Failed to update subscription gate'))
      return
    }
    toast({ title: 'Success', description: gate.isActive ? `${gate.name} deactivated` : `${gate.name} activated` })
    await refresh()
  }

  async function remove() {
    if (!deleting) return
    setBusy(true)
    const result = await sendJson('DELETE', `${API}/${deleting.id}`)
    setBusy(false)
    if (!result.ok) {
      toast(failureToast('Error', result.message, 'Failed to delete subscription gate'))
      return
    }
    toast({ title: 'Success', description: 'Subscription gate deleted' })
    setDeleting(null)
    await refresh()
  }

  return (
    <>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>Subscription Gates</h1>
          <p className={styles.subtitle}>Prompts that invite visitors to subscribe to Smoke Signals.</p>
        </div>
        <div className={styles.actions}>
          <Link className={styles.button} href="/admin/dashboard">
            Back to Dashboard
          </Link>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setEditing({ gate: null })}>
            New Gate
          </button>
        </div>
      </div>

      {gates.length === 0 ? <p className={styles.notice}>No subscription gates yet. Create one to start inviting visitors.</p> : null}
      <ul className={styles.list} aria-label="Subscription gates">
        {gates.map((gate) => (
          <li key={gate.id} className={styles.card}>
            <div className={styles.header}>
              <div>
                <h2 className={styles.cardTitle}>
                  {gate.name}{' '}
                  <span className={`${styles.badge} ${gate.isActive ? styles.badgeOn : ''}`}>{gate.isActive ? 'active' : 'inactive'}</span>
                </h2>
                <p className={styles.meta}>
                  {gate.pagePath} · {labelFor(gate.triggerType)} at {gate.triggerValue} · priority {gate.priority} · shown{' '}
                  {labelFor(gate.showFrequency).toLowerCase()}
                </p>
                <p className={styles.meta}>{gate.title}</p>
              </div>
              <div className={styles.actions}>
                <button type="button" className={`${styles.button} ${styles.small}`} aria-pressed={gate.isActive ?? false} onClick={() => void toggle(gate)}>
                  {gate.isActive ? 'Deactivate' : 'Activate'}
                  <span className={styles.srOnly}> {gate.name}</span>
                </button>
                <button type="button" className={`${styles.button} ${styles.small}`} onClick={() => setAnalyticsFor(gate)}>
                  Analytics<span className={styles.srOnly}> for {gate.name}</span>
                </button>
                <button type="button" className={`${styles.button} ${styles.small}`} onClick={() => setEditing({ gate })}>
                  Edit<span className={styles.srOnly}> {gate.name}</span>
                </button>
                <button type="button" className={`${styles.button} ${styles.small} ${styles.danger}`} onClick={() => setDeleting(gate)}>
                  Delete<span className={styles.srOnly}> {gate.name}</span>
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>

      {analyticsFor ? (
        <div className={styles.spaced}>
          <GateAnalyticsPanel gate={analyticsFor} />
        </div>
      ) : null}

      <Dialog open={editing !== null} title={editing?.gate ? 'Edit Subscription Gate' : 'New Subscription Gate'} onClose={() => setEditing(null)}>
        {editing ? <GateForm key={editing.gate?.id ?? 'new'} gate={editing.gate} busy={busy} onSubmit={(input) => void save(input)} onCancel={() => setEditing(null)} /> : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete subscription gate"
        message={`Delete "${deleting?.name ?? ''}" and its analytics? This cannot be undone.`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
