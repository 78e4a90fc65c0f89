'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useAdminMutation } from '@/admin/shared/mutation'
import { showToast } from '@/admin/shared/toast'
import { useZodForm } from '@/admin/shared/useZodForm'
import { postJson } from '@/lib/http/client'
import { type LoginInput, loginSchema } from '@/lib/auth/schema'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import { AUTH_MESSAGES } from '@/lib/auth/texts'
import { ADMIN_ROUTES } from '../shared/session'
import styles from './login.module.css'
import { LOGIN_STAGE_MS } from './stages'

type Phase = 'idle' | 'verifying' | 'lighting'
type Stage = 'none' | 'ignite' | 'smoke'

const BUTTON_TEXT: Record<Phase, string> = {
  idle: 'INITIALIZE ACCESS',
  verifying: 'VERIFYING...',
  lighting: 'LIGHTING...',
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** `brand`: the logo or wordmark, rendered on the server; `fontClassName` sets the display face's variable. */
export function LoginForm({ redirectTo, brand, fontClassName }: { redirectTo: string; brand: ReactNode; fontClassName: string }) {
  const router = useRouter()
  const [phase, setPhase] = useState<Phase>('idle')
  const [stage, setStage] = useState<Stage>('none')
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(loginSchema)
  const timers = useRef<number[]>([])

  // Leaving the page mid-animation must not fire a late toast or navigation.
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), [])

  const finish = (username: string) => {
    showToast({ title: ADMIN_TOASTS.accessGranted, description: ADMIN_TOASTS.welcomeBack(username) })
    router.replace(redirectTo)
    router.refresh()
  }

  // A refusal ends the animation at once, after its toast.
  const login = useAdminMutation({
    request: (credentials: LoginInput) => postJson('/api/auth/login', credentials),
    failure: { title: ADMIN_TOASTS.accessDenied, fallback: AUTH_MESSAGES.invalidCredentials },
    onFailure: () => {
      timers.current.forEach((timer) => window.clearTimeout(timer))
      timers.current = []
      setPhase('idle')
      setStage('none')
    },
  })

  /**
   * The stages count from the press of the button, while the sign-in request runs beside them: the
   * success toast and the navigation come at LOGIN_STAGE_MS.done, or as soon as the server has said yes
   * when it answers later (the button then reads VERIFYING...). A refusal ends the animation at once.
   */
  const signIn = async (credentials: LoginInput) => {
    if (phase !== 'idle') return
    const animate = !prefersReducedMotion()
    setPhase(animate ? 'lighting' : 'verifying')
    let animationOver = !animate
    let granted: boolean | null = null
    const proceedWhenBothDone = () => {
      if (granted && animationOver) finish(credentials.username)
    }
    if (animate) {
      timers.current = [
        window.setTimeout(() => setStage('ignite'), LOGIN_STAGE_MS.ignite),
        window.setTimeout(() => setStage('smoke'), LOGIN_STAGE_MS.smoke),
        window.setTimeout(() => {
          animationOver = true
          if (granted === null) setPhase('verifying')
          proceedWhenBothDone()
        }, LOGIN_STAGE_MS.done),
      ]
    }
    try {
      await login.mutateAsync(credentials)
    } catch {
      return
    }
    granted = true
    proceedWhenBothDone()
  }

  const busy = phase !== 'idle'

  return (
    <div className={`${styles.screen} ${fontClassName}`} data-phase={phase} data-stage={stage}>
      <div className={styles.scanlines} aria-hidden="true" />
      <section className={styles.panel} aria-labelledby="login-title">
        <div className={styles.brand}>{brand}</div>
        <p className={styles.kicker}>Headstash · Classified</p>
        <h1 id="login-title" className={styles.title}>
          Agent Access Terminal
        </h1>
        <div className={styles.joint} aria-hidden="true">
          <span className={styles.paper} />
          <span className={styles.ember} />
          <span className={styles.smoke} />
          <span className={`${styles.smoke} ${styles.smokeLate}`} />
        </div>
        <p className={styles.status} role="status">
          {stage === 'smoke' ? 'Clearance confirmed. Opening the stash…' : stage === 'ignite' ? 'Ignition confirmed…' : ''}
        </p>
        <form className={styles.form} onSubmit={(event) => void handleSubmit(signIn)(event)} noValidate>
          <label className={styles.label} htmlFor="login-username">
            Agent ID
          </label>
          <input
            id="login-username"
            className={styles.input}
            autoComplete="username"
            required
            {...register('username')}
            aria-invalid={Boolean(errors.username)}
            aria-describedby={errors.username ? 'login-username-error' : undefined}
            disabled={busy}
          />
          {errors.username ? (
            <p id="login-username-error" className={styles.error}>
              {errors.username.message}
            </p>
          ) : null}
          <label className={styles.label} htmlFor="login-password">
            Access Code
          </label>
          <input
            id="login-password"
            type="password"
            className={styles.input}
            autoComplete="current-password"
            required
            {...register('password')}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            disabled={busy}
          />
          {errors.password ? (
            <p id="login-password-error" className={styles.error}>
              {errors.password.message}
            </p>
          ) : null}
          <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
            {BUTTON_TEXT[phase]}
          </button>
        </form>
        <p className={styles.footer}>
          No credentials yet? <Link href={ADMIN_ROUTES.register}>Create an admin account</Link>
        </p>
      </section>
    </div>
  )
}
