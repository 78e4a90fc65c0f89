// Types of scale-data.mjs for TypeScript callers (tests).
interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>
}
export function insertFinds(
  client: Queryable,
  count: number,
  options?: { status?: 'approved' | 'pending'; seed?: number; now?: number },
): Promise<number>
export function insertSubscribers(
  client: Queryable,
  count: number,
  options?: { seed?: number; now?: number; prefix?: string },
): Promise<number>
export interface GeneratedFind {
  category: string
  name: string
  genetics: string | null
  breeder: string | null
  edibleType: string | null
  flavorNotes: string
  vibe: string
  effects: string
  flames: number
  location: string
}
export function generateFinds(count: number, options?: { seed?: number; now?: number }): GeneratedFind[]
