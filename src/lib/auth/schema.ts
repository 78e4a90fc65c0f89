import { z } from '../forms/zod'
import { AUTH_MESSAGES } from './texts'

export const PASSWORD_MIN_LENGTH = 6

export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
})
export type LoginInput = z.infer<typeof loginSchema>

/** confirmPassword is checked only when sent: the form always sends it, API clients need not. */
export const registerSchema = z
  .object({
    username: z
      .string({ error: 'Username is required' })
      .trim()
      .min(1, 'Username is required')
      .max(50, 'Username must be at most 50 characters')
      .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, dots, hyphens and underscores'),
    password: z
      .string({ error: 'Password is required' })
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(200),
    confirmPassword: z.string().optional(),
  })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword === data.password, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
export type RegisterInput = z.infer<typeof registerSchema>

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters`),
})
