'use client'

import { useRouter } from 'next/navigation'
import Link from 'next/link'
import { useActionState, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Honeypot, honeypotValue } from '@/components/ui/Honeypot'
import { controlClass, Field, RequiredNote, Spinner } from '@/components/ui/form/Field'
import { useToast } from '@/components/ui/toast'
import { postJson } from '@/lib/http/client'
import { labelFor } from '@/lib/forms/options'
import { IDLE_FORM, keptValue } from '@/lib/forms/form-state'
import { useFormPermalink } from '@/lib/forms/permalink'
import { submitStrainAction } from '@/lib/strains/actions'
import { STRAIN_CLOUD_PATH } from '@/lib/strains/cloud-view'
import { STRAIN_TYPES } from '@/lib/strains/options'
import { lazyResolver } from '@/lib/forms/lazy-resolver'
import type { StrainSubmissionData, StrainSubmissionInput } from '@/lib/strains/schema'
import { STRAIN_MESSAGES } from '@/lib/strains/texts'

export const STRAIN_SUBMIT_URL = '/api/strain-submissions'
export { STRAIN_CLOUD_PATH }
/** The success panel stays this long before the strain cloud opens, so the visitor can read it. */
export const STRAIN_REDIRECT_DELAY_MS = 3000

const resolver = lazyResolver<StrainSubmissionInput, StrainSubmissionData>(async () => {
  const [{ zodResolver }, { strainSubmissionSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/strains/schema'),
  ])
  return zodResolver(strainSubmissionSchema)
})

const DEFAULT_VALUES: StrainSubmissionInput = {
  strainName: '',
  strainType: 'hybrid',
  submitterName: '',
  submitterEmail: '',
  description: '',
  effects: '',
  thcContent: '',
  cbdContent: '',
  terpenes: '',
  growInfo: '',
  personalStory: '',
}

export function StrainSubmissionForm() {
  const router = useRouter()
  const { toast } = useToast()
  const successHeading = useRef<HTMLHeadingElement>(null)
  const [submitted, setSubmitted] = useState(false)
  // Without JavaScript the form posts to submitStrainAction and the page comes back with its answer.
  const [answer, formAction] = useActionState(submitStrainAction, IDLE_FORM, useFormPermalink())
  const kept = (name: keyof StrainSubmissionInput) => keptValue(answer, name)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<StrainSubmissionInput, unknown, StrainSubmissionData>({
    resolver,
    defaultValues: { ...DEFAULT_VALUES, ...(answer.status === 'error' ? answer.values : {}) },
  })

  useEffect(() => {
    if (!submitted) return
    successHeading.current?.focus()
    const timer = window.setTimeout(() => router.push(STRAIN_CLOUD_PATH), STRAIN_REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [submitted, router])

  const onSubmit = handleSubmit(async (data, event) => {
    const result = await postJson(STRAIN_SUBMIT_URL, { ...data, ...honeypotValue(event?.target) })
    if (result.ok) {
      toast({ title: STRAIN_MESSAGES.successTitle, description: STRAIN_MESSAGES.success })
      setSubmitted(true)
    } else {
      toast({
        title: STRAIN_MESSAGES.failureTitle,
        description: result.message ?? STRAIN_MESSAGES.failureFallback,
        variant: 'destructive',
      })
    }
  })

  if (answer.status === 'success') {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-12 text-center">
        {/* The enhanced form's timed redirect, without JavaScript (React puts the tag in the head). */}
        <meta httpEquiv="refresh" content={`${STRAIN_REDIRECT_DELAY_MS / 1000};url=${STRAIN_CLOUD_PATH}`} />
        <h2 className="font-display text-3xl font-bold">Strain Submitted!</h2>
        <p className="max-w-md text-stone-600 dark:text-stone-300">
          <strong>{answer.title}</strong> {answer.message}
        </p>
        <Link href={STRAIN_CLOUD_PATH} className="font-semibold underline hover:text-ember-500">
          Go to the Headstash Cloud
        </Link>
      </div>
    )
  }

  if (submitted) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-12 text-center">
        <Spinner className="h-10 w-10 text-ember-500" />
        <h2 ref={successHeading} tabIndex={-1} className="font-display text-3xl font-bold">
          Strain Submitted!
        </h2>
        <p className="max-w-md text-stone-600 dark:text-stone-300">
          Thanks for sharing. Taking you to the Headstash Cloud to see it with the rest of the community…
        </p>
      </div>
    )
  }

  const error = (name: keyof StrainSubmissionInput) => errors[name]?.message ?? answer.fieldErrors?.[name]

  return (
    <form noValidate action={formAction} onSubmit={onSubmit} className="relative grid gap-5 sm:grid-cols-2" aria-label="Strain submission">
      <div className="sm:col-span-2">
        <RequiredNote />
      </div>
      {answer.status === 'error' ? (
        <p role="alert" className="rounded-lg border border-red-600 p-3 text-sm sm:col-span-2 dark:border-red-500">
          <strong>{answer.title}</strong> {answer.message}
        </p>
      ) : null}

      <Field id="strain-name" label="Strain Name" required error={error('strainName')}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            className={controlClass}
            defaultValue={kept('strainName')}
            {...register('strainName')}
          />
        )}
      </Field>
      <Field id="strain-type" label="Strain Type" required error={error('strainType')}>
        {(control) => (
          <select
            {...control}
            className={controlClass}
            defaultValue={kept('strainType') ?? DEFAULT_VALUES.strainType}
            {...register('strainType')}
          >
            {STRAIN_TYPES.map((type) => (
              <option key={type} value={type}>
                {labelFor(type)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="strain-submitter-name" label="Your Name" required error={error('submitterName')}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            className={controlClass}
            defaultValue={kept('submitterName')}
            {...register('submitterName')}
          />
        )}
      </Field>
      <Field id="strain-submitter-email" label="Email" required error={error('submitterEmail')}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={controlClass}
            defaultValue={kept('submitterEmail')}
            {...register('submitterEmail')}
          />
        )}
      </Field>
      <Field
        id="strain-description"
        label="Description"
        required
        hint="At least 10 characters: look, smell, taste, what makes it stand out."
        error={error('description')}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea {...control} rows={4} className={controlClass} defaultValue={kept('description')} {...register('description')} />
        )}
      </Field>
      <Field id="strain-effects" label="Effects" error={error('effects')} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            type="text"
            placeholder="e.g. uplifting, creative, relaxed"
            className={controlClass}
            defaultValue={kept('effects')}
            {...register('effects')}
          />
        )}
      </Field>
      <Field id="strain-thc" label="THC %" error={error('thcContent')}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            placeholder="e.g. 24"
            className={controlClass}
            defaultValue={kept('thcContent')}
            {...register('thcContent')}
          />
        )}
      </Field>
      <Field id="strain-cbd" label="CBD %" error={error('cbdContent')}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            placeholder="e.g. 0.5"
            className={controlClass}
            defaultValue={kept('cbdContent')}
            {...register('cbdContent')}
          />
        )}
      </Field>
      <Field id="strain-terpenes" label="Terpenes" error={error('terpenes')} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            type="text"
            placeholder="e.g. myrcene, limonene, caryophyllene"
            className={controlClass}
            defaultValue={kept('terpenes')}
            {...register('terpenes')}
          />
        )}
      </Field>
      <Field id="strain-grow-info" label="Growing Information" error={error('growInfo')} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={3} className={controlClass} defaultValue={kept('growInfo')} {...register('growInfo')} />}
      </Field>
      <Field id="strain-story" label="Your Story" error={error('personalStory')} className="sm:col-span-2">
        {(control) => (
          <textarea {...control} rows={3} className={controlClass} defaultValue={kept('personalStory')} {...register('personalStory')} />
        )}
      </Field>

      <Honeypot />

      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-ember-500 px-6 font-semibold text-white transition-colors hover:bg-ember-600 disabled:cursor-not-allowed disabled:opacity-70 sm:col-span-2"
      >
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Submitting...' : 'Submit Strain'}
      </button>
    </form>
  )
}
