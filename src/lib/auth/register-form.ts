import { z } from '@/lib/forms/zod'
import { registerSchema } from '@/lib/auth/schema'

/**
 * The register form: every field is required first ("<label> is required"),
 * then the API's own rules. A mismatch of the two passwords is the API schema's confirmPassword issue,
 * which the form shows as a toast.
 */
export const registerFormSchema = z
  .object({
    username: z.string().trim().min(1, 'Username is required'),
    password: z.string().min(1, 'Password is required'),
    confirmPassword: z.string().min(1, 'Confirm Password is required'),
  })
  .transform((values): z.input<typeof registerSchema> => values)
  .pipe(registerSchema)
