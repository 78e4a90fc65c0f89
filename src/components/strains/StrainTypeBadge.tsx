import type { PublicStrain } from '@/lib/strains/queries'
import { labelFor } from '@/lib/forms/options'

const TONES: Record<PublicStrain['strainType'], string> = {
  indica: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
  sativa: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  hybrid: 'bg-leaf-500/15 text-green-800 dark:text-leaf-300',
}

export function StrainTypeBadge({ type }: { type: PublicStrain['strainType'] }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[type]}`}>{labelFor(type)}</span>
}
