export const USER_ROLES = ['user', 'admin'] as const
