'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { showToast } from '@/admin/shared/toast'
import { adminKeys } from '@/admin/shared/query'
import { useZodForm } from '@/admin/shared/useZodForm'
import { unwrap } from '@/admin/shared/api'
import { postForm, postJson, sendJson } from '@/lib/http/client'
import { buildEpisodeSlug, buildMetaDescription, buildMetaTitle } from '@/lib/podcast/builders'
import { episodeFormSchema } from '@/lib/podcast/episode-form'
import type { EditableEpisode } from '@/lib/podcast/editing'
import type { Media } from '@/payload-types'
import { audioLabel, EPISODES_API, formFrom, todayInputDate, type ImageField } from './episodeForm'

type UploadedAudio = Pick<Media, 'id' | 'filename' | 'duration'>

const failed = (error: Error) => showToast({ title: 'Error', description: error.message, variant: 'destructive' })
const succeeded = (description: string) => showToast({ title: 'Success', description })

/**
 * State and server calls of the episode editor: the form on the
 * API's own schema, the fields that follow others, uploads, save and delete.
 */
export function useEpisodeEditor(episode: EditableEpisode | null) {
  const router = useRouter()
  const queryClient = useQueryClient()
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

  const invalidate = () => queryClient.invalidateQueries({ queryKey: adminKeys.podcast })

  const save = useMutation({
    mutationFn: async (body: unknown) =>
      isEdit
        ? unwrap(await sendJson<{ episode: EditableEpisode }>('PUT', `${EPISODES_API}/${episode.id}`, body), 'Failed to update episode')
        : unwrap(await postJson<{ episode: EditableEpisode }>(EPISODES_API, body), 'Failed to create episode'),
    onError: failed,
    onSuccess: async ({ episode: saved }) => {
      succeeded(isEdit ? 'Episode updated' : 'Episode created')
      await invalidate()
      if (isEdit) router.refresh()
      else router.push(`/admin/podcast/episodes/${saved.id}/edit`)
    },
  })

  const uploadImage = useMutation({
    mutationFn: async ({ file }: { field: ImageField; file: File }) => {
      const body = new FormData()
      body.append('image', file)
      return unwrap(await postForm<{ imageUrl: string }>(`${EPISODES_API}/upload-image`, body), 'Failed to upload image')
    },
    onError: failed,
    onSuccess: ({ imageUrl }, { field }) => {
      setValue(field, imageUrl, { shouldDirty: true, shouldValidate: true })
      succeeded('Image uploaded')
    },
  })

  const uploadAudio = useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData()
      body.append('audio', file)
      return unwrap(await postForm<{ audioFile: UploadedAudio }>(`${EPISODES_API}/upload-audio`, body), 'Failed to upload audio')
    },
    onError: failed,
    onSuccess: ({ audioFile }) => {
      setValue('audioFile', audioFile.id, { shouldDirty: true })
      setAudioInfo(audioLabel(audioFile))
      succeeded('Audio uploaded')
    },
  })

  const removeAudio = () => {
    setValue('audioFile', null, { shouldDirty: true })
    setAudioInfo(null)
  }

  const remove = useMutation({
    mutationFn: async (confirmText: string) =>
      unwrap(await sendJson('DELETE', `${EPISODES_API}/${episode?.id}`, { confirmText }), 'Failed to delete episode'),
    onError: failed,
    onSuccess: async () => {
      await invalidate()
      router.push('/admin')
    },
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
