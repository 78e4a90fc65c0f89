import { Banner, Button } from '@payloadcms/ui'
import layout from '../shared/layout.module.css'
import { collectionListHref, screenOfCollection } from './screens'

/**
 * Above Payload's generated list (admin.components.beforeListTable) of a collection that also has a task
 * screen: a real link to that screen, and what it offers over the generated view.
 */
export function TaskScreenBanner({ collectionSlug }: { collectionSlug?: string }) {
  const screen = collectionSlug ? screenOfCollection(collectionSlug) : undefined
  if (!screen) return null
  return (
    <Banner>
      <span className={layout.sectionHeader}>
        <span>
          {screen.label} also has its own screen{screen.offers ? ` with ${screen.offers}` : ''}.
        </span>
        <Button el="link" to={screen.href} margin={false} buttonStyle="secondary" size="small">
          Open {screen.label}
        </Button>
      </span>
    </Banner>
  )
}

/** On a task screen: the way to Payload's generated list of the same collection, where every field is. */
export function GeneratedViewLink({ collection }: { collection: string }) {
  return (
    <p className={layout.meta}>
      <a href={collectionListHref(collection)}>List view with every field, filters and versions</a>
    </p>
  )
}
