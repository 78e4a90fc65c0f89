'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type React from 'react'
import { useState } from 'react'
import { useToast } from '@/admin/shared/toast'
import { postJson } from '@/lib/http/client'
import { registerSchema } from '@/lib/validation/auth'
import { ADMIN_TOASTS, AUTH_MESSAGES } from '@/lib/validation/texts'
import { ADMIN_ROUTES } from '../shared/session'
import styles from '../shared/form.module.css'

const FIELDS = [
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
] as const

type FieldName = (typeof FIELDS)[number]['name']
type Errors = Partial<Record<FieldName, string>>

export function RegisterForm() {
  const router = useRouter()
  const { toast } = useToast()
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<Errors>({})

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const values = Object.fromEntries(FIELDS.map(({ name }) => [name, String(form.get(name) ?? '')])) as Record<FieldName, string>

    const missing: Errors = {}
    for (const { name, label } of FIELDS) if (!values[name].trim()) missing[name] = `${label} is required`
    setErrors(missing)
    if (Object.keys(missing).length) return

    // admin-area.txt section 5: a mismatch is a toast, and nothing is sent.
    if (values.password !== values.confirmPassword) {
      toast({ title: ADMIN_TOASTS.registrationFailed, description: AUTH_MESSAGES.passwordsDoNotMatch, variant: 'destructive' })
      return
    }
    const parsed = registerSchema.safeParse(values)
    if (!parsed.success) {
      const next: Errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName
        next[field] ??= issue.message
      }
      setErrors(next)
      return
    }

    setPending(true)
    const result = await postJson('/api/auth/register', values)
    setPending(false)
    if (!result.ok) {
      toast({ title: ADMIN_TOASTS.registrationFailed, description: result.message ?? ADMIN_TOASTS.registrationFallback, variant: 'destructive' })
      return
    }
    toast({ title: ADMIN_TOASTS.registrationSuccessful, description: ADMIN_TOASTS.registrationSuccessfulText })
    router.replace(ADMIN_ROUTES.dashboard)
    router.refresh()
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="register-title">
        <h1 id="register-title" className={styles.title}>
          Create Admin Account
        </h1>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {FIELDS.map(({ name, label, type, autoComplete }) => (
            <div key={name} className={styles.field}>
              <label htmlFor={`register-${name}`} className={styles.label}>
                {label} <span aria-hidden="true">*</span>
              </label>
              <input
                id={`register-${name}`}
                name={name}
                type={type}
                autoComplete={autoComplete}
                required
                className={styles.input}
                aria-invalid={Boolean(errors[name])}
                aria-describedby={errors[name] ? `register-${name}-error` : undefined}
              />
              {errors[name] ? (
                <p id={`register-${name}-error`} className={styles.error}>
                  {errors[name]}
                </p>
              ) : null}
            </div>
          ))}
          <button type="submit" className={styles.primary} disabled={pending}>
            {pending ? 'Creating account...' : 'Create Account'}
          </button>
        </form>
        <p className={styles.muted}>
          Already have an account? <Link href={ADMIN_ROUTES.login}>Sign in</Link>
        </p>
      </section>
    </div>
  )
}
