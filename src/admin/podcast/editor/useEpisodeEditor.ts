'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useAdminMutation } from '@/admin/shared/mutation'
import { adminKeys } from '@/admin/shared/query'
import { useZodForm } from '@/admin/shared/useZodForm'
import { postForm, postJson, sendJson } from '@/lib/http/client'
import { buildEpisodeSlug, buildMetaDescription, buildMetaTitle } from '@/lib/podcast/builders'
import { episodeFormSchema } from '@/lib/podcast/episode-form'
import { ADMIN_TOASTS as T } from '@/lib/admin/toasts'
import type { EditableEpisode } from '@/lib/podcast/editing'
import type { Media } from '@/payload-types'
import { audioLabel, EPISODES_API, formFrom, todayInputDate, type ImageField } from './episodeForm'

type UploadedAudio = Pick<Media, 'id' | 'filename' | 'duration'>

/**
 * State and server calls of the episode editor: the form on the
 * API's own schema, the fields that follow others, uploads, save and delete.
 */
export function useEpisodeEditor(episode: EditableEpisode | null) {
  const router = useRouter()
  const isEdit = episode !== null
  const form = useZodForm(episodeFormSchema, { defaultValues: formFrom(episode) })
  const { getValues, setValue, clearErrors } = form
  const [audioInfo, setAudioInfo] = useState<string | null>(() => audioLabel(episode?.audioFile))

  // A value set for the editor counts as typed; its stale error goes with it.
  const follow = (key: 'slug' | 'metaTitle' | 'metaDescription' | 'publishDate', value: string) => {
    setValue(key, value, { shouldDirty: true })
    clearErrors(key)
  }

  /** Fields that follow others (meta title, meta description, slug). The slug follows only while creating: a published URL never moves. */
  const follows = {
    title: (title: string) => {
      follow('metaTitle', buildMetaTitle(title))
      if (!isEdit) follow('slug', buildEpisodeSlug(getValues('episodeNumber'), title))
    },
    episodeNumber: (raw: string) => {
      // A cleared or invalid number falls back to 1.
      const episodeNumber = Math.max(1, Number.parseInt(raw, 10) || 1)
      if (episodeNumber !== getValues('episodeNumber')) setValue('episodeNumber', episodeNumber)
      if (!isEdit) follow('slug', buildEpisodeSlug(episodeNumber, getValues('title')))
    },
    shortSummary: (summary: string) => follow('metaDescription', buildMetaDescription(summary)),
    // Publishing without a date dates the episode today (the server does the same for any other client).
    status: (status: string) => {
      if (status === 'published' && !getValues('publishDate')) follow('publishDate', todayInputDate())
    },
  }

  const save = useAdminMutation({
    request: (body: unknown) =>
      isEdit
        ? sendJson<{ episode: EditableEpisode }>('PUT', `${EPISODES_API}/${episode.id}`, body)
        : postJson<{ episode: EditableEpisode }>(EPISODES_API, body),
    failure: { title: T.error, fallback: isEdit ? T.episodeUpdateFallback : T.episodeCreateFallback },
    success: { title: T.success, description: isEdit ? T.episodeUpdated : T.episodeCreated },
    invalidates: adminKeys.podcast,
    onSuccess: ({ episode: saved }) => {
      if (isEdit) router.refresh()
      else router.push(`/admin/podcast/episodes/${saved.id}/edit`)
    },
  })

  const uploadImage = useAdminMutation({
    request: ({ file }: { field: ImageField; file: File }) => {
      const body = new FormData()
      body.append('image', file)
      return postForm<{ imageUrl: string }>(`${EPISODES_API}/upload-image`, body)
    },
    failure: { title: T.error, fallback: T.imageUploadFallback },
    success: { title: T.success, description: T.imageUploaded },
    onSuccess: ({ imageUrl }, { field }) => setValue(field, imageUrl, { shouldDirty: true, shouldValidate: true }),
  })

  const uploadAudio = useAdminMutation({
    request: (file: File) => {
      const body = new FormData()
      body.append('audio', file)
      return postForm<{ audioFile: UploadedAudio }>(`${EPISODES_API}/upload-audio`, body)
    },
    failure: { title: T.error, fallback: T.audioUploadFallback },
    success: { title: T.success, description: T.audioUploaded },
    onSuccess: ({ audioFile }) => {
      setValue('audioFile', audioFile.id, { shouldDirty: true })
      setAudioInfo(audioLabel(audioFile))
    },
  })

  const removeAudio = () => {
    setValue('audioFile', null, { shouldDirty: true })
    setAudioInfo(null)
  }

  const remove = useAdminMutation({
    request: (confirmText: string) => sendJson('DELETE', `${EPISODES_API}/${episode?.id}`, { confirmText }),
    failure: { title: T.error, fallback: T.episodeDeleteFallback },
    invalidates: adminKeys.podcast,
    onSuccess: () => router.push('/admin'),
  })

  const uploading: ImageField | 'audio' | null = uploadAudio.isPending
    ? 'audio'
    : uploadImage.isPending
      ? uploadImage.variables.field
      : null

  return {
    form,
    isEdit,
    follows,
    submit: form.handleSubmit((body) => save.mutate(body)),
    saving: save.isPending,
    uploading,
    uploadImage: (field: ImageField, file: File | undefined) => file && uploadImage.mutate({ field, file }),
    uploadAudio: (file: File | undefined) => file && uploadAudio.mutate(file),
    audioInfo,
    removeAudio,
    remove,
  }
}

export type EpisodeEditorState = ReturnType<typeof useEpisodeEditor>
