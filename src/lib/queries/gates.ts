import type { Payload } from 'payload'
import type { Gate } from '@/payload-types'
import { cachedRead, CACHE_TAGS } from '../cache'
import { normalisePagePath } from '../gates/paths'
import { getPayloadClient } from '../payload'
import { PUBLIC_READ } from '@/access'

export type PublicGate = Omit<Gate, 'updatedAt' | 'createdAt'>

/** Active gates for a page, highest priority first (a larger number wins; ties: newest first). */
export async function activeGatesForPath(payload: Payload, path: string): Promise<PublicGate[]> {
  const { docs } = await payload.find({
    collection: 'gates',
    // Active only is the collection's read access, not a filter of this reader.
    where: { pagePath: { equals: normalisePagePath(path) } },
    sort: ['-priority', '-createdAt'],
    limit: 20,
    depth: 0,
    ...PUBLIC_READ,
  })
  return docs.map(({ updatedAt: _updatedAt, createdAt: _createdAt, ...gate }) => gate)
}

export const readActiveGates = cachedRead(async (path: string) => activeGatesForPath(await getPayloadClient(), path), 'active-gates', [
  CACHE_TAGS.gates,
])
