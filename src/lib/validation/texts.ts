// User-facing texts of the spec that more than one part of the app needs. Copy them from here.

/** Shown instead of the submitter's name when displayName is false. */
export const ANONYMOUS_NAME = 'Anonymous'

/** Default contributor of bulk-imported rows (admin-area.txt, bulk upload). */
export const DEFAULT_CONTRIBUTOR_NAME = 'The Headstash Archive'

export const AUTH_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCredentials: 'Invalid credentials',
  notSignedIn: 'Not signed in',
  registrationClosed:
    'Registration is closed: an admin account already exists. Ask an admin to create your account.',
  usernameTaken: 'That username is already taken',
} as const
