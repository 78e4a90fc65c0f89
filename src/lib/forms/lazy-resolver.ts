import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver whose schema, and zod with it, loads the first time the form is
 * validated instead of with the page: zod alone is about 90 KB gzipped, more than a public page may
 * carry (docs/decisions.md#byte-budgets). The schema stays the one the server parses with. A failed
 * load (offline) is tried again on the next submit.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return (await loading)(values, context, options)
  }
}
