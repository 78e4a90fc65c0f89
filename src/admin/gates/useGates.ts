'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminKeys } from '@/admin/shared/query'
import { showToast } from '@/admin/shared/toast'
import { unwrap } from '@/admin/shared/api'
import { getJson, postJson, sendJson } from '@/lib/http/client'
import type { Gate } from '@/payload-types'
import type { GateInput } from './GateForm'

export const GATES_API = '/api/admin/subscription-gates'

const failed = (error: Error) => showToast({ title: 'Error', description: error.message, variant: 'destructive' })
const succeeded = (description: string) => showToast({ title: 'Success', description })

/**
 * The gate list (first filled from the server's render) and its writes; every write invalidates the
 * gate keys, so the list and any open analytics panel read the new state.
 */
export function useGates(initialGates: Gate[]) {
  const queryClient = useQueryClient()
  const gates = useQuery({
    queryKey: adminKeys.gates,
    queryFn: async () => unwrap(await getJson<{ gates: Gate[] }>(GATES_API), 'Failed to load subscription gates').gates,
    initialData: initialGates,
  })
  const invalidate = () => queryClient.invalidateQueries({ queryKey: adminKeys.gates })

  const save = useMutation({
    mutationFn: async ({ gate, input }: { gate: Gate | null; input: GateInput }) =>
      gate
        ? unwrap(await sendJson('PUT', `${GATES_API}/${gate.id}`, input), 'Failed to update subscription gate')
        : unwrap(await postJson(GATES_API, input), 'Failed to create subscription gate'),
    onError: failed,
    onSuccess: async (_data, { gate }) => {
      succeeded(gate ? 'Subscription gate updated' : 'Subscription gate created')
      await invalidate()
    },
  })

  const toggle = useMutation({
    mutationFn: async (gate: Gate) =>
      unwrap(await sendJson('PUT', `${GATES_API}/${gate.id}`, { isActive: !gate.isActive }), 'Failed to update subscription gate'),
    onError: failed,
    onSuccess: async (_data, gate) => {
      succeeded(gate.isActive ? `${gate.name} deactivated` : `${gate.name} activated`)
      await invalidate()
    },
  })

  const remove = useMutation({
    mutationFn: async (gate: Gate) => unwrap(await sendJson('DELETE', `${GATES_API}/${gate.id}`), 'Failed to delete subscription gate'),
    onError: failed,
    onSuccess: async (_data, gate) => {
      succeeded('Subscription gate deleted')
      // The list first: once it lacks the gate, its analytics panel unmounts, and dropping the gate's
      // cached analytics then cannot refetch them (that would be a 404 for a gate that is gone).
      await queryClient.invalidateQueries({ queryKey: adminKeys.gates, exact: true })
      queryClient.removeQueries({ queryKey: [...adminKeys.gates, gate.id] })
    },
  })

  return { gates: gates.data, save, toggle, remove }
}
