// User-facing texts of the spec that more than one part of the app needs. Copy them from here.

/** Shown instead of the submitter's name when displayName is false. */
export const ANONYMOUS_NAME = 'Anonymous'

/** Staff see the real name with this mark where the public sees ANONYMOUS_NAME (design.md decision 15). */
export const HIDDEN_NAME_LABEL = 'Hidden from public'

/** Default contributor of bulk-imported rows (admin-area.txt, bulk upload). */
export const DEFAULT_CONTRIBUTOR_NAME = 'The Headstash Archive'

export const AUTH_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCredentials: 'Invalid credentials',
  notSignedIn: 'Not signed in',
  registrationClosed: 'Registration is closed: an admin account already exists. Ask an admin to create your account.',
  usernameTaken: 'That username is already taken',
  firstRegisterClosed: 'Accounts are created through /api/auth/register.',
  passwordResetByAdmin: 'Password resets are done by an admin. Ask an admin to set a new password.',
} as const

/** Admin toasts (admin-area.txt section 8 and the success list after it). */
export const ADMIN_TOASTS = {
  accessDenied: 'Access Denied',
  accessGranted: 'Access Granted',
  welcomeBack: 'Welcome back, agent',
  registrationSuccessful: 'Registration successful',
  registrationSuccessfulText: 'Admin account created successfully',
  registrationFailed: 'Registration failed',
  registrationFallback: 'Failed to create admin account',
  loggedOut: 'Logged out',
  logoutFailed: 'Logout failed',
  subscriberDeleted: 'Subscriber deleted',
  deleteFailed: 'Delete failed',
  subscriberDeleteFallback: 'Failed to delete subscriber',
  submissionUpdated: 'Submission updated',
  updateFailed: 'Update failed',
  submissionUpdateFallback: 'Failed to update submission',
  seoSaved: 'SEO setting saved',
  seoDeleted: 'SEO setting deleted',
  saveFailed: 'Save failed',
  seoSaveFallback: 'Failed to save SEO setting',
  seoDeleteFallback: 'Failed to delete SEO setting',
  loadFailed: 'Could not load data',
} as const
