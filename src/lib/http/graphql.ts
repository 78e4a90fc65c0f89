import { type ExecutionArgs, GraphQLError, type ValidationContext, type ValidationRule } from 'graphql'
import type { PayloadRequest } from 'payload'
import { isAdminUser } from '@/access'

export const GRAPHQL_MESSAGES = {
  introspection: 'GraphQL introspection is only available to signed-in staff; the schema is published as generated-schema.graphql',
} as const

/** graphql-js appends its suggestions to a message as " Did you mean …?" up to the end. */
const SUGGESTION = / Did you mean [\s\S]*\?$/

/** The message without graphql-js's "Did you mean …?" suggestions of schema names. */
export const withoutSuggestions = (message: string): string => message.replace(SUGGESTION, '')

/** Payload's GraphQL handler passes `{ req }` as the operation's context. */
const requestOf = (args: ExecutionArgs): PayloadRequest | undefined =>
  (args.contextValue as { req?: PayloadRequest } | null | undefined)?.req

/** `__schema` and `__type` are refused (`__typename` is not introspection of the schema). */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(new GraphQLError(GRAPHQL_MESSAGES.introspection, { nodes: [node] }))
    }
  },
})

/**
 * graphql-js's own rules name similar fields, arguments and types in their errors ("Did you mean
 * 'submitterEmail'?"), which lets a caller map the schema without introspection. This rule is created
 * after them on the same context, and every error reported on it loses the suggestion before it is kept.
 */
const noSuggestions: ValidationRule = (context: ValidationContext) => {
  const report = context.reportError.bind(context)
  context.reportError = (error) => {
    error.message = withoutSuggestions(error.message)
    report(error)
  }
  return {}
}

/**
 * Validation rules added to Payload's for each operation: staff may introspect the schema and see
 * suggestions (integrators and the playground need them); everyone else gets neither.
 */
export const graphQLValidationRules = (args: ExecutionArgs): ValidationRule[] =>
  isAdminUser(requestOf(args)?.user ?? null) ? [] : [noIntrospection, noSuggestions]
