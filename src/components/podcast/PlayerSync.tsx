'use client'

import { useEffect, useState } from 'react'
import { CHAPTER_ATTRIBUTE, EPISODE_AUDIO_ID, SEEK_ATTRIBUTE } from '@/lib/podcast/player'

/**
 * Connects the server-rendered transcript and chapter list to the player: a seek link plays the audio
 * from its second instead of opening the file, the playing chapter is marked (aria-current), and the
 * player's caption track is shown as text under it (an audio element draws no captions itself). Renders
 * only the caption line; everything else stays server HTML.
 */
export function PlayerSync() {
  const [caption, setCaption] = useState('')

  useEffect(() => {
    const audio = document.getElementById(EPISODE_AUDIO_ID)
    if (!(audio instanceof HTMLAudioElement)) return
    const chapters = Array.from(document.querySelectorAll<HTMLElement>(`[${CHAPTER_ATTRIBUTE}]`))
    const markChapter = () => {
      let current: HTMLElement | undefined
      for (const chapter of chapters) if (Number(chapter.getAttribute(CHAPTER_ATTRIBUTE)) <= audio.currentTime + 0.001) current = chapter
      for (const chapter of chapters) {
        if (chapter === current) chapter.setAttribute('aria-current', 'true')
        else chapter.removeAttribute('aria-current')
      }
    }
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(`[${SEEK_ATTRIBUTE}]`) : null
      const seconds = Number(link?.getAttribute(SEEK_ATTRIBUTE))
      if (!link || !Number.isFinite(seconds) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      event.preventDefault()
      audio.currentTime = seconds
      markChapter()
      void audio.play().catch(() => undefined)
    }
    const track = audio.textTracks[0]
    const onCue = () => {
      const cues = track?.activeCues ? Array.from(track.activeCues) : []
      setCaption(cues.map((cue) => (cue as VTTCue).text.replace(/<[^>]*>/g, '')).join(' '))
    }
    if (track) {
      // Hidden: cues fire without the browser drawing them (it draws none for audio anyway).
      track.mode = 'hidden'
      track.addEventListener('cuechange', onCue)
    }
    document.addEventListener('click', onClick)
    audio.addEventListener('timeupdate', markChapter)
    audio.addEventListener('seeked', markChapter)
    return () => {
      document.removeEventListener('click', onClick)
      audio.removeEventListener('timeupdate', markChapter)
      audio.removeEventListener('seeked', markChapter)
      track?.removeEventListener('cuechange', onCue)
    }
  }, [])

  return (
    <p className="min-h-6 text-center text-sm text-stone-700 dark:text-stone-300" data-testid="live-caption">
      {caption}
    </p>
  )
}
