'use client'

import { Button } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { TextField } from '@/admin/shared/FormField'
import layout from '@/admin/shared/layout.module.css'
import { useAdminMutation } from '@/admin/shared/mutation'
import { showToast } from '@/admin/shared/toast'
import { useZodForm } from '@/admin/shared/useZodForm'
import { postJson } from '@/lib/http/client'
import { registerFormSchema } from '@/lib/auth/register-form'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import { AUTH_MESSAGES } from '@/lib/auth/texts'
import { ADMIN_ROUTES } from '../shared/session'
import styles from './register.module.css'

/** /admin/register: the first admin account, or a new one while registration is open. */
export function RegisterForm() {
  const router = useRouter()
  const form = useZodForm(registerFormSchema, { defaultValues: { username: '', password: '', confirmPassword: '' } })
  const register = useAdminMutation({
    request: (body: unknown) => postJson('/api/auth/register', body),
    failure: { title: ADMIN_TOASTS.registrationFailed, fallback: ADMIN_TOASTS.registrationFallback },
    success: { title: ADMIN_TOASTS.registrationSuccessful, description: ADMIN_TOASTS.registrationSuccessfulText },
    onSuccess: () => {
      router.replace(ADMIN_ROUTES.dashboard)
      router.refresh()
    },
  })

  const submit = form.handleSubmit(
    (body) => register.mutate(body),
    (errors) => {
      // A password mismatch is a toast, not a field error, and nothing is sent (the contract's behaviour).
      if (errors.confirmPassword?.message !== AUTH_MESSAGES.passwordsDoNotMatch) return
      form.clearErrors('confirmPassword')
      showToast({ title: ADMIN_TOASTS.registrationFailed, description: AUTH_MESSAGES.passwordsDoNotMatch, variant: 'destructive' })
    },
  )

  const field = { form, idPrefix: 'register', required: true } as const
  return (
    <div className={styles.page}>
      <section className={`${layout.panel} ${styles.card}`} aria-labelledby="register-title">
        <h1 id="register-title" className={layout.title}>
          Create Admin Account
        </h1>
        <form className={layout.form} onSubmit={(event) => void submit(event)} noValidate>
          <TextField {...field} name="username" label="Username" autoComplete="username" />
          <TextField {...field} name="password" label="Password" type="password" autoComplete="new-password" />
          <TextField {...field} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
          <Button type="submit" buttonStyle="primary" margin={false} disabled={register.isPending}>
            {register.isPending ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>
        <p className={layout.meta}>
          Already have an account? <Link href={ADMIN_ROUTES.login}>Sign in</Link>
        </p>
      </section>
    </div>
  )
}
