import type { Payload } from 'payload'
import type { Gate } from '@/payload-types'
import { cachedRead, CACHE_TAGS } from '../cache'
import { normalisePagePath } from './paths'
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

const readGatesForPath = cachedRead(async (path: string) => activeGatesForPath(await getPayloadClient(), path), 'active-gates', [
  CACHE_TAGS.gates,
])

/** The page paths that have an active gate, as one cached entry. */
const readGatedPaths = cachedRead(
  async (): Promise<string[]> => {
    const { docs } = await (
      await getPayloadClient()
    ).find({
      collection: 'gates',
      pagination: false,
      depth: 0,
      select: { pagePath: true },
      ...PUBLIC_READ,
    })
    return [...new Set(docs.map((gate) => gate.pagePath))]
  },
  'gated-paths',
  [CACHE_TAGS.gates],
)

/**
 * Active gates for a page, from the data cache. Any path can be asked for (`/api/gates?path=…`), so only
 * paths that have a gate get an entry of their own; every other path is answered from the one list of
 * gated paths.
 */
export async function readActiveGates(path: string): Promise<PublicGate[]> {
  const pagePath = normalisePagePath(path)
  return (await readGatedPaths()).includes(pagePath) ? readGatesForPath(pagePath) : []
}
