'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useAdminMutation } from '@/admin/shared/mutation'
import { adminKeys } from '@/admin/shared/query'
import { fetchJson } from '@/admin/shared/api'
import { postJson, sendJson } from '@/lib/http/client'
import { ADMIN_TOASTS as T } from '@/lib/admin/toasts'
import type { Gate } from '@/payload-types'
import type { GateInput } from './GateForm'

export const GATES_API = '/api/admin/subscription-gates'

/**
 * The gate list (first filled from the server's render) and its writes; every write invalidates the
 * gate keys, so the list and any open analytics panel read the new state.
 */
export function useGates(initialGates: Gate[]) {
  const queryClient = useQueryClient()
  const gates = useQuery({
    queryKey: adminKeys.gates,
    queryFn: async () => (await fetchJson<{ gates: Gate[] }>(GATES_API, 'Failed to load subscription gates')).gates,
    initialData: initialGates,
  })

  const save = useAdminMutation({
    request: ({ gate, input }: { gate: Gate | null; input: GateInput }) =>
      gate ? sendJson('PUT', `${GATES_API}/${gate.id}`, input) : postJson(GATES_API, input),
    failure: { title: T.error, fallback: ({ gate }) => (gate ? T.gateUpdateFallback : T.gateCreateFallback) },
    success: (_data, { gate }) => ({ title: T.success, description: gate ? T.gateUpdated : T.gateCreated }),
    invalidates: adminKeys.gates,
  })

  const toggle = useAdminMutation({
    request: (gate: Gate) => sendJson('PUT', `${GATES_API}/${gate.id}`, { isActive: !gate.isActive }),
    failure: { title: T.error, fallback: T.gateUpdateFallback },
    success: (_data, gate) => ({
      title: T.success,
      description: gate.isActive ? T.gateDeactivated(gate.name) : T.gateActivated(gate.name),
    }),
    invalidates: adminKeys.gates,
  })

  const remove = useAdminMutation({
    request: (gate: Gate) => sendJson('DELETE', `${GATES_API}/${gate.id}`),
    failure: { title: T.error, fallback: T.gateDeleteFallback },
    success: { title: T.success, description: T.gateDeleted },
    onSuccess: async (_data, gate) => {
      // The list first: once it lacks the gate, its analytics panel unmounts, and dropping the gate's
      // cached analytics then cannot refetch them (that would be a 404 for a gate that is gone).
      await queryClient.invalidateQueries({ queryKey: adminKeys.gates, exact: true })
      queryClient.removeQueries({ queryKey: [...adminKeys.gates, gate.id] })
    },
  })

  return { gates: gates.data, save, toggle, remove }
}
