'use client'

import { Button } from '@payloadcms/ui'
import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import layout from './layout.module.css'

/** The foot of a paged staff list: how much of it is shown, and the button that fetches the next page. */
export function LoadMore({ shown, total, query }: { shown: number; total: number; query: UseInfiniteQueryResult<unknown> }) {
  return (
    <>
      <p className={layout.state} role="status">
        Showing {shown} of {total}.
      </p>
      {query.hasNextPage ? (
        <Button buttonStyle="secondary" margin={false} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading more…' : 'Load more'}
        </Button>
      ) : null}
    </>
  )
}
