'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type ChangeEvent, useActionState, useRef, useState, useSyncExternalStore } from 'react'
import { type DefaultValues, useForm, useWatch } from 'react-hook-form'
import { FlameIcon } from '@/components/ui/FlameIcon'
import { Honeypot, honeypotValue } from '@/components/ui/Honeypot'
import { controlClass, Field, RequiredNote, Spinner } from '@/components/ui/form/Field'
import { useToast } from '@/components/ui/toast'
import { postForm, postJson } from '@/lib/http/client'
import { IMAGE_MESSAGES, looksLikeImage, MAX_IMAGE_BYTES } from '@/lib/images/messages'
import { FLAMES_MAX, FLAMES_MIN, INDUSTRIES, PRODUCT_CATEGORIES } from '@/lib/submissions/options'
import { labelFor } from '@/lib/forms/options'
import { IDLE_FORM, keptValue } from '@/lib/forms/form-state'
import { useFormPermalink } from '@/lib/forms/permalink'
import { submitFindAction } from '@/lib/submissions/actions'
import {
  appliesTo,
  CATEGORY_SPECIFIC_FIELDS,
  type CategoryField,
  fieldSpec,
  isCategory,
  REQUIRED_BY_CATEGORY,
} from '@/lib/submissions/fields'
import { lazyResolver } from '@/lib/forms/lazy-resolver'
import type { SubmissionData, SubmissionInput } from '@/lib/submissions/schema'
import { CONTENT_LABELS, CONTENT_PLACEHOLDERS, FLAME_LABELS, SUBMISSION_MESSAGES, vibeLabel } from '@/lib/submissions/texts'
import { CANONICAL_VIBES } from '@/lib/submissions/vibes'

export const UPLOAD_IMAGE_URL = '/api/upload-image'
export const PRODUCT_SUBMIT_URL = '/api/headstash/submit'
export const THE_CLOUD_PATH = '/the-cloud'

const resolver = lazyResolver<SubmissionInput, SubmissionData>(async () => {
  const [{ zodResolver }, { submissionSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/submissions/schema')])
  return zodResolver(submissionSchema)
})

const FLAME_VALUES = Array.from({ length: FLAMES_MAX - FLAMES_MIN + 1 }, (_, index) => FLAMES_MIN + index)

const DEFAULT_VALUES: DefaultValues<SubmissionInput> = {
  name: '',
  whereAcquired: '',
  flavorNotes: '',
  vibe: '',
  effects: '',
  submittedBy: '',
  submitterEmail: '',
  displayName: true,
  location: '',
  role: '',
  ...Object.fromEntries(CATEGORY_SPECIFIC_FIELDS.map((field) => [field, ''])),
}

/** Uploads the photo; any failure means "no photo", and the submission goes on without it. */
async function uploadImage(file: File): Promise<string | undefined> {
  const form = new FormData()
  form.append('image', file)
  const result = await postForm<{ imageUrl?: unknown }>(UPLOAD_IMAGE_URL, form)
  return result.ok && typeof result.data?.imageUrl === 'string' ? result.data.imageUrl : undefined
}

/** False on the server and while hydrating, true once the form's JavaScript runs. */
const subscribeNever = () => () => {}
const useEnhanced = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )

export function SubmissionForm() {
  const router = useRouter()
  const { toast } = useToast()
  const fileInput = useRef<HTMLInputElement>(null)
  const [image, setImage] = useState<File | null>(null)
  // Without JavaScript the form posts (photo included) to submitFindAction and the page comes back with
  // its answer: the messages below and, after a failure, what the visitor typed.
  const [answer, formAction] = useActionState(submitFindAction, IDLE_FORM, useFormPermalink())
  const enhanced = useEnhanced()
  const kept = (name: string) => keptValue(answer, name)
  const sent = answer.status === 'error' ? answer.values : undefined
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    control,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<SubmissionInput, unknown, SubmissionData>({
    resolver,
    defaultValues: { ...DEFAULT_VALUES, ...sent, ...(sent ? { displayName: 'displayName' in sent } : {}) },
  })
  const selected = useWatch({ control, name: 'category' })
  const category = isCategory(selected) ? selected : null
  const requiredHere: readonly CategoryField[] = category ? REQUIRED_BY_CATEGORY[category] : []
  const categoryFieldsMissing = (errors.category?.message ?? answer.fieldErrors?.category) === SUBMISSION_MESSAGES.categoryFields

  const error = (name: keyof SubmissionInput): string | undefined => {
    const own = errors[name]?.message ?? answer.fieldErrors?.[name]
    if (own) return own
    // The cross-field rule reports on `category`; point at the fields that are actually missing too.
    if (categoryFieldsMissing && (requiredHere as readonly string[]).includes(name)) return SUBMISSION_MESSAGES.categoryFields
    return undefined
  }

  const categoryField = register('category', {
    onChange: () => {
      for (const field of CATEGORY_SPECIFIC_FIELDS) setValue(field, '')
      clearErrors([...CATEGORY_SPECIFIC_FIELDS])
    },
  })

  function onImageChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null
    if (file && !looksLikeImage(file)) {
      // Said out loud: the upload would fail and the find would go in without its photo.
      toast({ title: IMAGE_MESSAGES.notAnImageTitle, description: IMAGE_MESSAGES.notAnImage, variant: 'destructive' })
      event.target.value = ''
      setImage(null)
      return
    }
    if (file && file.size > MAX_IMAGE_BYTES) {
      toast({
        title: SUBMISSION_MESSAGES.fileTooLargeTitle,
        description: SUBMISSION_MESSAGES.fileTooLarge,
        variant: 'destructive',
      })
      event.target.value = ''
      setImage(null)
      return
    }
    setImage(file)
  }

  function removeImage() {
    if (fileInput.current) fileInput.current.value = ''
    setImage(null)
  }

  const onSubmit = handleSubmit(async (data, event) => {
    const honeypot = honeypotValue(event?.target)
    const imageUrl = image ? await uploadImage(image) : undefined
    const result = await postJson(PRODUCT_SUBMIT_URL, { ...data, imageUrl, ...honeypot })
    if (!result.ok) {
      toast({
        title: SUBMISSION_MESSAGES.failureTitle,
        description: result.message ?? SUBMISSION_MESSAGES.failureFallback,
        variant: 'destructive',
      })
      // Rethrown so react-hook-form does not count this attempt as a successful submit.
      throw new Error(result.message ?? SUBMISSION_MESSAGES.failureFallback)
    }
    toast({ title: SUBMISSION_MESSAGES.successTitle, description: SUBMISSION_MESSAGES.success })
    router.push(THE_CLOUD_PATH)
  })

  const busy = isSubmitting || isSubmitSuccessful

  if (answer.status === 'success') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-12 text-center">
        <h2 className="font-display text-3xl font-bold">{answer.title}</h2>
        <p className="max-w-md text-stone-600 dark:text-stone-300">{answer.message}</p>
        <Link href={THE_CLOUD_PATH} className="font-semibold underline hover:text-ember-500">
          Browse The Cloud
        </Link>
      </div>
    )
  }

  return (
    <form
      noValidate
      aria-label="Submit Your Find"
      action={formAction}
      onSubmit={(event) => {
        onSubmit(event).catch(() => {
          // Already answered with the failure toast; the visitor stays on the form to try again.
        })
      }}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <RequiredNote />
      </div>
      {answer.status === 'error' ? (
        <p role="alert" className="rounded-lg border border-red-600 p-3 text-sm sm:col-span-2 dark:border-red-500">
          <strong>{answer.title}</strong> {answer.message}
        </p>
      ) : null}

      <Field id="wiyhs-category" label="Category" required error={error('category')}>
        {(control) => (
          <select {...control} className={controlClass} defaultValue={kept('category') ?? ''} {...categoryField}>
            <option value="" disabled>
              {SUBMISSION_MESSAGES.category}
            </option>
            {PRODUCT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {labelFor(value)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="wiyhs-name" label="Product Name" required error={error('name')}>
        {(control) => (
          <input {...control} type="text" autoComplete="off" defaultValue={kept('name')} className={controlClass} {...register('name')} />
        )}
      </Field>

      {/* Without JavaScript nothing can follow the chosen category: every category's fields are shown, each
          saying which categories it is for (the server applies the same cross-field rule). */}
      {category || !enhanced ? (
        <fieldset className="grid gap-5 rounded-xl border border-stone-200 p-4 sm:col-span-2 sm:grid-cols-2 dark:border-smoke-700">
          <legend className="px-1 text-sm font-semibold text-ember-600 dark:text-ember-400">
            {category && enhanced ? `${labelFor(category)} details` : 'Category details'}
          </legend>
          {CATEGORY_SPECIFIC_FIELDS.filter((name) => !enhanced || appliesTo(name, category)).map((name) => {
            const { label, kind, options, placeholder, requiredInCategory, categories } = fieldSpec(name)
            const content = name === 'thcContent' || name === 'cbdContent' ? name : null
            const forCategories = categories?.map(labelFor).join(', ')
            return (
              <Field
                key={name}
                id={`wiyhs-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`}
                label={category && enhanced ? (content ? CONTENT_LABELS[content][category] : label) : `${label} (${forCategories})`}
                required={requiredInCategory && Boolean(category && enhanced)}
                error={error(name)}
              >
                {(control) =>
                  kind === 'select' ? (
                    <select {...control} className={controlClass} defaultValue={kept(name)} {...register(name)}>
                      <option value="">{SUBMISSION_MESSAGES[name as keyof typeof SUBMISSION_MESSAGES]}</option>
                      {options?.map((value) => (
                        <option key={value} value={value}>
                          {labelFor(value)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      {...control}
                      type="text"
                      placeholder={content && category ? CONTENT_PLACEHOLDERS[content][category] : placeholder}
                      defaultValue={kept(name)}
                      className={controlClass}
                      {...register(name)}
                    />
                  )
                }
              </Field>
            )
          })}
        </fieldset>
      ) : null}

      <Field id="wiyhs-where" label="Where You Got It" required error={error('whereAcquired')} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            type="text"
            placeholder="Dispensary, drop or event"
            defaultValue={kept('whereAcquired')}
            className={controlClass}
            {...register('whereAcquired')}
          />
        )}
      </Field>

      <fieldset
        className="sm:col-span-2"
        aria-describedby={error('flames') ? 'wiyhs-flames-error' : undefined}
        aria-invalid={Boolean(error('flames'))}
      >
        <legend className="text-sm font-medium">
          Flame Rating
          <span className="text-ember-600 dark:text-ember-400" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
          {FLAME_VALUES.map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                value={String(value)}
                required
                defaultChecked={kept('flames') === String(value)}
                className="peer sr-only"
                {...register('flames')}
              />
              <span className="flex h-full flex-col items-center gap-1 rounded-xl border border-stone-300 px-2 py-3 text-center transition-colors peer-checked:border-ember-500 peer-checked:bg-ember-50 peer-checked:text-stone-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ember-500 hover:border-ember-400 dark:border-smoke-700 dark:peer-checked:bg-ember-500/15 dark:peer-checked:text-stone-100">
                <span className="flex text-ember-500" aria-hidden="true">
                  {FLAME_VALUES.slice(0, value).map((flame) => (
                    <FlameIcon key={flame} />
                  ))}
                </span>
                <span className="text-sm font-semibold">
                  {value} {FLAME_LABELS[value]}
                </span>
              </span>
            </label>
          ))}
        </div>
        {error('flames') ? (
          <p id="wiyhs-flames-error" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
            {error('flames')}
          </p>
        ) : null}
        <p className="mt-1.5 text-xs text-stone-500 dark:text-stone-400">
          Not sure? Read the{' '}
          <Link href="/flame-rating-guide" className="underline hover:text-ember-500">
            flame rating guide
          </Link>
          .
        </p>
      </fieldset>

      <Field id="wiyhs-flavor" label="Flavor Notes" error={error('flavorNotes')}>
        {(control) => (
          <input
            {...control}
            type="text"
            placeholder="e.g. gas, citrus, pine"
            defaultValue={kept('flavorNotes')}
            className={controlClass}
            {...register('flavorNotes')}
          />
        )}
      </Field>
      <Field id="wiyhs-vibe" label="Vibe" error={error('vibe')}>
        {(control) => (
          <>
            {/* Suggests the canonical vibes; free text stays allowed and near-synonyms are stored as these. */}
            <input
              {...control}
              type="text"
              list="wiyhs-vibes"
              placeholder="e.g. Chill, Energetic, Euphoric"
              defaultValue={kept('vibe')}
              className={controlClass}
              {...register('vibe')}
            />
            <datalist id="wiyhs-vibes">
              {CANONICAL_VIBES.map((vibe) => (
                <option key={vibe} value={vibeLabel(vibe)} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field id="wiyhs-effects" label="Effects" error={error('effects')} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={3} defaultValue={kept('effects')} className={controlClass} {...register('effects')} />}
      </Field>

      <Field id="wiyhs-image" label="Photo" hint="Images only, up to 10MB." className="sm:col-span-2">
        {(control) => (
          <div className="flex flex-wrap items-center gap-3">
            <input
              {...control}
              ref={fileInput}
              type="file"
              name="image"
              accept="image/*"
              onChange={onImageChange}
              className="w-full min-w-0 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-stone-200 file:px-4 file:py-2 file:font-semibold file:text-stone-900 sm:w-auto dark:file:bg-smoke-700 dark:file:text-stone-100"
            />
            {image ? (
              <button type="button" onClick={removeImage} className="text-sm underline hover:text-ember-500">
                Remove photo
              </button>
            ) : null}
          </div>
        )}
      </Field>

      <Field id="wiyhs-submitted-by" label="Name / Handle" required error={error('submittedBy')}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="nickname"
            defaultValue={kept('submittedBy')}
            className={controlClass}
            {...register('submittedBy')}
          />
        )}
      </Field>
      <Field id="wiyhs-email" label="Email" hint="Never shown publicly." error={error('submitterEmail')}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={kept('submitterEmail')}
            className={controlClass}
            {...register('submitterEmail')}
          />
        )}
      </Field>
      <Field id="wiyhs-location" label="Location" required error={error('location')}>
        {(control) => (
          <input
            {...control}
            type="text"
            placeholder="City, State"
            autoComplete="address-level2"
            defaultValue={kept('location')}
            className={controlClass}
            {...register('location')}
          />
        )}
      </Field>
      <Field id="wiyhs-industry" label="Industry" required error={error('industry')}>
        {(control) => (
          <select {...control} className={controlClass} defaultValue={kept('industry') ?? ''} {...register('industry')}>
            <option value="" disabled>
              {SUBMISSION_MESSAGES.industry}
            </option>
            {INDUSTRIES.map((value) => (
              <option key={value} value={value}>
                {labelFor(value)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="wiyhs-role" label="Role" error={error('role')} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            type="text"
            placeholder="e.g. budtender, grower, enthusiast"
            defaultValue={kept('role')}
            className={controlClass}
            {...register('role')}
          />
        )}
      </Field>

      <label className="flex items-start gap-3 sm:col-span-2">
        {/* defaultChecked so the server-rendered box is already ticked before react-hook-form takes over. */}
        <input
          type="checkbox"
          defaultChecked={sent ? 'displayName' in sent : true}
          className="mt-1 h-4 w-4 accent-ember-500"
          {...register('displayName')}
        />
        <span className="text-sm">
          Show my name with this find
          <span className="block text-stone-500 dark:text-stone-400">Unchecked, it appears as Anonymous in The Cloud.</span>
        </span>
      </label>

      <Honeypot />

      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-ember-500 px-6 font-semibold text-white transition-colors hover:bg-ember-600 disabled:cursor-not-allowed disabled:opacity-70 sm:col-span-2"
      >
        {busy ? <Spinner /> : null}
        {busy ? 'Submitting...' : 'Submit Your Find'}
      </button>
    </form>
  )
}
