export const AUTH_MESSAGES = {
  authRequired: 'Please sign in to continue',
  adminOnly: 'Only staff can do this',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCredentials: 'Invalid credentials',
  notSignedIn: 'Not signed in',
  registrationClosed: 'Registration is closed: an admin account already exists. Ask an admin to create your account.',
  usernameTaken: 'That username is already taken',
  firstRegisterClosed: 'Accounts are created through /api/auth/register.',
  lastAdmin: 'The last admin account cannot be deleted or made a user: make another account an admin first.',
  passwordResetByAdmin: 'Password resets are done by an admin. Ask an admin to set a new password.',
} as const
