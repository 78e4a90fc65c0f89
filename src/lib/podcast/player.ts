// The contract between the episode page's server-rendered parts and its small player script: the audio
// element's id and the data attributes that mark seek links and chapters. Browser-safe (no server code).

export const EPISODE_AUDIO_ID = 'episode-audio'
/** On a link or button: the second of the audio it plays from. */
export const SEEK_ATTRIBUTE = 'data-seek'
/** On a chapter's list item: its start second (the playing chapter gets aria-current). */
export const CHAPTER_ATTRIBUTE = 'data-chapter-start'

/** Where a seek link leads without JavaScript: the audio itself from that second (a media fragment). */
export const mediaFragment = (audioUrl: string, seconds: number): string => `${audioUrl.split('#')[0]}#t=${Math.floor(seconds)}`
