import { Fragment } from 'react'
import layout from './layout.module.css'

/**
 * A site path as operators read it: it may wrap only before a "/" (and after a hyphen, as text does),
 * never inside a word, so "/herban-conversations/episodes" never shows as "/herban-conversa" + "tions".
 */
export function RouteText({ route }: { route: string }) {
  const parts = route.split(/(?=\/)/)
  return (
    <code className={layout.route}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </code>
  )
}
