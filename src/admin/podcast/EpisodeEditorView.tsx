import { notFound } from 'next/navigation'
import { NotFound, type AdminViewServerProps } from 'payload'
import { isAdminUser } from '@/access'
import { findEditableEpisode, type EditableEpisode } from '@/lib/podcast/editing'
import { AdminScreen, segmentsOf } from '../shared/AdminScreen'
import { EpisodeDownloadsPanel } from './downloads/EpisodeDownloadsPanel'
import { EpisodeEditor } from './editor/EpisodeEditor'

/** The {id} of /admin/podcast/episodes/{id}/edit, or null on /admin/podcast/episodes/new. */
function episodeIdOf(props: AdminViewServerProps): number | null | 'invalid' {
  const [, , id, action] = segmentsOf(props)
  if (id === 'new' && action === undefined) return null
  return id && /^\d{1,12}$/.test(id) && action === 'edit' ? Number(id) : 'invalid'
}

/** /admin/podcast/episodes/new and /admin/podcast/episodes/{id}/edit. */
export async function EpisodeEditorView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const id = episodeIdOf(props)
  if (id === 'invalid') notFound()
  let episode: EditableEpisode | null = null
  // The episode is read on the server so the form renders filled in; AdminScreen turns visitors away.
  // Its latest version: a draft saved in Payload's admin is what this editor continues.
  if (id !== null && isAdminUser(req.user)) {
    try {
      episode = await findEditableEpisode(req, id)
    } catch (error) {
      if (error instanceof NotFound) notFound()
      throw error
    }
  }
  return (
    <AdminScreen props={props} collection="podcast-episodes">
      {/* A fresh key per episode: the form state starts over when navigating between episodes. */}
      <EpisodeEditor key={episode?.id ?? 'new'} episode={episode} />
      {episode ? <EpisodeDownloadsPanel key={`downloads-${episode.id}`} episodeId={episode.id} title={episode.title} /> : null}
    </AdminScreen>
  )
}
