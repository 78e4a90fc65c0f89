import Link from 'next/link'
import { primaryButton, secondaryButton } from '@/components/ui/button-classes'
import { DEFAULT_STRAIN_VIEW, type StrainView } from '@/lib/strains/cloud-view'
import { getPayloadClient } from '@/lib/payload'
import { readStrains, searchStrains, STRAINS_MAX_PAGE_SIZE } from '@/lib/strains/queries'
import { StrainCloud } from './StrainCloud'

/** The strain cloud's page, showing `view` (the plain /stashcloud shows the default one). */
export async function StrainCloudPage({ view = DEFAULT_STRAIN_VIEW }: { view?: StrainView }) {
  const { submissions, stats } = await readStrains(1, STRAINS_MAX_PAGE_SIZE)
  // A search in the address is answered here as the enhanced page answers it (typos forgiven, ranked,
  // marked), so it reads the same without JavaScript.
  const found = view.query ? await searchStrains(await getPayloadClient(), view.query) : undefined
  return (
    <>
      <section className="bg-gradient-to-br from-smoke-900 via-smoke-950 to-smoke-900 px-4 py-16 text-stone-100">
        <div className="mx-auto max-w-5xl text-center">
          <p className="text-sm font-semibold tracking-[0.3em] text-leaf-400 uppercase">Community strains</p>
          <h1 className="mt-3 font-display text-4xl font-bold sm:text-6xl">Headstash Cloud</h1>
          <p className="mx-auto mt-4 max-w-2xl text-stone-300">
            Strains submitted by the community — what they taste like, how they hit and the stories behind them.
          </p>
          <dl className="mx-auto mt-8 grid max-w-sm grid-cols-2 gap-4">
            <div className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
              <dt className="text-xs tracking-wide text-stone-400 uppercase">Strains</dt>
              <dd className="font-display text-3xl font-bold text-ember-400">{stats.strains}</dd>
            </div>
            <div className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
              <dt className="text-xs tracking-wide text-stone-400 uppercase">Contributors</dt>
              <dd className="font-display text-3xl font-bold text-ember-400">{stats.contributors}</dd>
            </div>
          </dl>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link href="/stashgate" className={primaryButton}>
              Submit Your Strain
            </Link>
            <Link href="/" className={`${secondaryButton} border-white/20 text-stone-100`}>
              Back to Home
            </Link>
          </div>
        </div>
      </section>
      <div className="page-container py-10">
        <StrainCloud strains={submissions} initial={view} initialFound={found} />
      </div>
    </>
  )
}
