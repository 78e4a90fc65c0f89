import { STRAIN_TYPES } from './options'
import { VIBE_TABS } from './vibe'

/**
 * What the strain cloud shows, as its address says it (/stashcloud?q=&type=&vibe=&strain=): the plain
 * forms and links of the page work without JavaScript through these parameters, and the server renders
 * the view they name; with JavaScript the same view changes in place.
 */
export type StrainTypeTab = (typeof STRAIN_TYPES)[number] | 'all'
export type StrainVibeTab = (typeof VIBE_TABS)[number]['value']

export interface StrainView {
  query: string
  type: StrainTypeTab
  vibe: StrainVibeTab
  /** The strain whose detail is open. */
  strainId: number | null
}

export const DEFAULT_STRAIN_VIEW: StrainView = { query: '', type: 'all', vibe: 'all', strainId: null }

/** The strain cloud's own route, and the uncached one src/proxy.ts rewrites a view with parameters to. */
export const STRAIN_CLOUD_PATH = '/stashcloud'
export const STRAIN_VIEW_ROUTE = '/stashcloud/view'
export const STRAIN_VIEW_PARAMS = ['q', 'type', 'vibe', 'strain'] as const
export const STRAIN_QUERY_MAX_LENGTH = 100

type Params = Record<string, string | string[] | undefined>

/**
 * The first value of a parameter: a pressed tab's value comes before the form's hidden current value
 * (the tabs stand before those fields in the form).
 */
const first = (params: Params, name: string): string | undefined => {
  const value = params[name]
  return Array.isArray(value) ? value[0] : value
}

/** The view an address names; `idOf` reads the strain's id from its `<id>-<name>` segment. */
export function strainViewFrom(params: Params, idOf: (segment: string | undefined) => number | null): StrainView {
  const type = first(params, 'type')
  const vibe = first(params, 'vibe')
  return {
    query: (first(params, 'q') ?? '').slice(0, STRAIN_QUERY_MAX_LENGTH),
    type: STRAIN_TYPES.find((value) => value === type) ?? 'all',
    vibe: VIBE_TABS.find((tab) => tab.value === vibe)?.value ?? 'all',
    strainId: idOf(first(params, 'strain')),
  }
}
