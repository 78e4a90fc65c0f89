/** The public changelog's address. */
export const CHANGELOG_PATH = '/changelog'
