import { Pill } from '@payloadcms/ui'
import type { EffectiveSeo } from '@/lib/seo/metadata'
import layout from '../shared/layout.module.css'
import { RouteText } from '../shared/RouteText'

/** Per page, the title and description in effect and where they come from (preset or override). */
export function EffectiveSeoList({ pages }: { pages: EffectiveSeo[] }) {
  return (
    <ul className={layout.grid} aria-label="SEO in effect per page">
      {pages.map((page) => (
        <li key={page.route} className={layout.card} data-route={page.route}>
          <div className={layout.cardHeader}>
            <h3 className={layout.cardTitle}>
              <RouteText route={page.route} />
            </h3>
            <Pill size="small" pillStyle={page.source === 'override' ? 'success' : 'light-gray'}>
              {page.source === 'override' ? 'Override' : 'Preset'}
            </Pill>
          </div>
          <p className={layout.meta}>
            <strong>{page.title}</strong>
          </p>
          <p className={layout.meta}>{page.description}</p>
        </li>
      ))}
    </ul>
  )
}
