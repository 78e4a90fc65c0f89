import type { Payload } from 'payload'

/**
 * The signed-in user (`req.user`) never carries the account's `sessions` (the ids of every session it
 * has open): Payload's JWT strategy reads the account with access overridden to check the session, and
 * that object is what the admin renders into its pages and what handlers answer with. Payload's own
 * session checks (login, logout, refresh) read sessions from the database, not from `req.user`.
 */
export function dropSessionIdsFromUser(payload: Payload): void {
  payload.authStrategies = payload.authStrategies.map((strategy) => ({
    ...strategy,
    authenticate: async (args) => {
      const result = await strategy.authenticate(args)
      if (result.user && 'sessions' in result.user) {
        const user = { ...result.user }
        delete user.sessions
        return { ...result, user }
      }
      return result
    },
  }))
}
