import { Pill } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { asUser } from '@/access'
import { labelFor } from '@/lib/forms/options'
import { AdminScreen } from '../shared/AdminScreen'
import layout from '../shared/layout.module.css'

/** Texts shown at most: the most frequent first. */
const SHOWN = 100

/**
 * /admin/search-misses: what visitors searched for on The Cloud and the strain cloud and did not find,
 * most frequent first (counted by src/lib/search/misses.ts, query text only). Read through the
 * collection's access as the signed-in user, so only staff see it; cleared in the generated list.
 */
export async function SearchMissesView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const misses = req.user
    ? await req.payload
        .find({ collection: 'search-misses', sort: '-searches', limit: SHOWN, depth: 0, req, ...asUser(req) })
        .catch(() => null)
    : null
  return (
    <AdminScreen props={props} collection="search-misses">
      <header className={layout.header}>
        <div>
          <h1 className={layout.title}>Searches without results</h1>
          <p className={layout.subtitle}>
            What visitors looked for and the archive does not have yet: ideas for finds, strains and episodes.
          </p>
        </div>
      </header>
      {!misses?.docs.length ? (
        <p className={layout.notice}>No search has come back empty yet.</p>
      ) : (
        <table className={layout.table}>
          <thead>
            <tr>
              <th scope="col">Search</th>
              <th scope="col">Where</th>
              <th scope="col">Searches</th>
              <th scope="col">Last searched</th>
            </tr>
          </thead>
          <tbody>
            {misses.docs.map((miss) => (
              <tr key={miss.id}>
                <td>{miss.query}</td>
                <td>
                  <Pill size="small">{labelFor(miss.scope)}</Pill>
                </td>
                <td>{miss.searches}</td>
                <td>
                  {new Date(miss.lastSearchedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminScreen>
  )
}
