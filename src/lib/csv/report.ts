/**
 * Every problem of a CSV row in one line, so fixing the file takes one pass, not one upload per problem.
 * `fallback` says what went wrong when no rule named a problem.
 */
export const rowMessage = (messages: readonly string[], fallback: string): string => [...new Set(messages)].join('; ') || fallback
