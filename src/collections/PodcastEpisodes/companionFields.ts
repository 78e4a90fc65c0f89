import type {
  ArrayFieldValidation,
  Field,
  NumberFieldSingleValidation,
  SelectFieldSingleValidation,
  TextFieldSingleValidation,
} from 'payload'
import { CHAPTERS_MESSAGES } from '@/lib/podcast/chapters'
import { MAX_SOUNDBITE_SECONDS, PERSON_ROLES, SOUNDBITE_MESSAGES } from '@/lib/podcast/companions'
import {
  canonicalLanguage,
  TRANSCRIPT_FORMAT_KEYS,
  TRANSCRIPT_FORMATS,
  TRANSCRIPT_MESSAGES,
  type TranscriptFormat,
} from '@/lib/podcast/transcripts'
import { importChaptersFile } from './hooks/importChapters'

const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

const optionalHttpUrl =
  (message: string): TextFieldSingleValidation =>
  (value) =>
    !value?.trim() || isHttpUrl(value.trim()) || message

const validLanguage: TextFieldSingleValidation = (value) => Boolean(canonicalLanguage(value)) || TRANSCRIPT_MESSAGES.language

/** The chosen format must be the one the uploaded file was proven to be (its stored type). */
const formatMatchesFile: SelectFieldSingleValidation = async (value, { siblingData, req }) => {
  const file = (siblingData as { file?: unknown }).file
  const id = file && typeof file === 'object' && 'id' in file ? file.id : file
  if (!value || (typeof id !== 'number' && typeof id !== 'string')) return true
  const media = await req.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!media) return true
  return media.mimeType === TRANSCRIPT_FORMATS[value as TranscriptFormat]?.mimeType || TRANSCRIPT_MESSAGES.formatMismatch
}

/** One transcript per language and format: the feed and the routes name a file by the two. */
const oneFilePerLanguageAndFormat: ArrayFieldValidation = (value) => {
  const rows = Array.isArray(value) ? (value as Array<{ language?: string | null; format?: string | null }>) : []
  const keys = rows.map((row) => `${canonicalLanguage(row.language) ?? row.language}|${row.format}`)
  return new Set(keys).size === keys.length || TRANSCRIPT_MESSAGES.duplicate
}

const soundbiteDuration: NumberFieldSingleValidation = (value) =>
  (typeof value === 'number' && value > 0 && value <= MAX_SOUNDBITE_SECONDS) || SOUNDBITE_MESSAGES.duration

/**
 * Transcripts, chapters, people and soundbites of an episode (the Podcasting 2.0 tags of its feed item,
 * and the transcript and chapters on its page).
 */
export const companionFields: Field[] = [
  {
    name: 'seasonNumber',
    type: 'number',
    label: 'Season number',
    min: 1,
    admin: { position: 'sidebar', placeholder: '1', description: 'Optional; podcast apps group episodes by season.' },
  },
  {
    name: 'transcripts',
    type: 'array',
    label: 'Transcripts',
    labels: { singular: 'Transcript', plural: 'Transcripts' },
    validate: oneFilePerLanguageAndFormat,
    admin: {
      description:
        'WebVTT (speakers as <v Name> voices) or SRT files, one per language and format. The page shows the first one; VTT files are the player captions.',
    },
    fields: [
      {
        name: 'file',
        type: 'upload',
        label: 'Transcript file',
        relationTo: 'media',
        required: true,
        filterOptions: { mimeType: { in: TRANSCRIPT_FORMAT_KEYS.map((format) => TRANSCRIPT_FORMATS[format].mimeType) } },
        admin: { description: 'A .vtt or .srt file; it must parse, or the upload is refused with the line at fault.' },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'language',
            type: 'text',
            label: 'Language',
            required: true,
            validate: validLanguage,
            hooks: { beforeChange: [({ value }) => canonicalLanguage(value) ?? value] },
            admin: { placeholder: 'en', description: 'BCP 47 language tag (en, en-US, es).' },
          },
          {
            name: 'format',
            type: 'select',
            label: 'Format',
            required: true,
            options: TRANSCRIPT_FORMAT_KEYS.map((format) => ({ value: format, label: TRANSCRIPT_FORMATS[format].label })),
            validate: formatMatchesFile,
            admin: { description: 'The format of the file.' },
          },
        ],
      },
    ],
  },
  {
    name: 'chaptersFile',
    type: 'upload',
    label: 'Import chapters (JSON Chapters file)',
    relationTo: 'media',
    filterOptions: { mimeType: { equals: 'application/json' } },
    hooks: { beforeChange: [importChaptersFile] },
    admin: {
      description:
        'Optional: a JSON Chapters 1.2 file. On save its chapters replace the list below and this field empties again; the list is what the feed serves. Chapter images that are not files of this site are left out.',
    },
  },
  {
    name: 'chapters',
    type: 'array',
    label: 'Chapters',
    labels: { singular: 'Chapter', plural: 'Chapters' },
    admin: { description: 'Served to podcast apps as JSON Chapters and listed on the episode page (click to seek).' },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'startTime',
            type: 'number',
            label: 'Start (seconds)',
            required: true,
            min: 0,
            admin: { placeholder: '0', description: 'Seconds from the start of the audio.' },
          },
          { name: 'title', type: 'text', label: 'Title', required: true, admin: { placeholder: 'e.g. Introductions' } },
        ],
      },
      {
        name: 'image',
        type: 'upload',
        label: 'Image',
        relationTo: 'media',
        filterOptions: { mimeType: { contains: 'image/' } },
        admin: { description: 'Optional chapter art, shown by podcast apps.' },
      },
      {
        name: 'url',
        type: 'text',
        label: 'Link',
        validate: optionalHttpUrl(CHAPTERS_MESSAGES.url(0).replace(/^Chapter 1: /, '')),
        admin: { placeholder: 'https://…', description: 'Optional web page about this chapter.' },
      },
    ],
  },
  {
    name: 'persons',
    type: 'array',
    label: 'People',
    labels: { singular: 'Person', plural: 'People' },
    admin: { description: 'Hosts and guests of this episode (podcast:person in the feed).' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'name', type: 'text', label: 'Name', required: true, admin: { placeholder: 'e.g. Maya Green' } },
          {
            name: 'role',
            type: 'select',
            label: 'Role',
            required: true,
            defaultValue: 'guest',
            options: PERSON_ROLES.map((role) => ({
              value: role,
              label: role === 'co-host' ? 'Co-host' : role[0]!.toUpperCase() + role.slice(1),
            })),
            admin: { description: 'Host, co-host or guest.' },
          },
        ],
      },
      {
        name: 'img',
        type: 'upload',
        label: 'Picture',
        relationTo: 'media',
        filterOptions: { mimeType: { contains: 'image/' } },
        admin: { description: 'Optional portrait.' },
      },
      {
        name: 'href',
        type: 'text',
        label: 'Web page',
        validate: optionalHttpUrl('Web page must be an http(s) address'),
        admin: { placeholder: 'https://…', description: 'Optional page about the person.' },
      },
    ],
  },
  {
    name: 'soundbites',
    type: 'array',
    label: 'Soundbites',
    labels: { singular: 'Soundbite', plural: 'Soundbites' },
    admin: { description: 'Short moments podcast apps may play as a preview (podcast:soundbite).' },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'startTime',
            type: 'number',
            label: 'Start (seconds)',
            required: true,
            min: 0,
            admin: { placeholder: '73.5', description: 'Seconds from the start of the audio.' },
          },
          {
            name: 'duration',
            type: 'number',
            label: 'Length (seconds)',
            required: true,
            validate: soundbiteDuration,
            admin: { placeholder: '30', description: 'More than 0, at most 120 seconds.' },
          },
        ],
      },
      {
        name: 'title',
        type: 'text',
        label: 'Title',
        admin: { placeholder: 'e.g. Why fresh frozen wins', description: 'Optional caption.' },
      },
    ],
  },
]
