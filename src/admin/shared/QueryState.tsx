'use client'

import { Banner, ShimmerEffect } from '@payloadcms/ui'
import type { UseQueryResult } from '@tanstack/react-query'
import type React from 'react'
import layout from './layout.module.css'

interface QueryStateProps<T> {
  query: UseQueryResult<T>
  /** Spoken while loading, e.g. "Loading submissions…". */
  loadingText: string
  /** When given and true for the data, `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean
  empty?: React.ReactNode
  children: (data: T) => React.ReactNode
}

/**
 * The one loading / error / empty shape of every admin list: a shimmer with a status text, the
 * server's message in an error banner, or the list's own empty text.
 */
export function QueryState<T>({ query, loadingText, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div className={layout.state} role="status">
        <ShimmerEffect height="2.5rem" />
        <span>{loadingText}</span>
      </div>
    )
  }
  if (query.isError) {
    return (
      <div role="alert">
        <Banner type="error">{query.error.message}</Banner>
      </div>
    )
  }
  if (isEmpty?.(query.data)) return <p className={layout.state}>{empty}</p>
  return <>{children(query.data)}</>
}
