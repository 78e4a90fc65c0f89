// Episode transcripts: WebVTT and SRT files parsed into cues, and the documents derived from them (the
// Podcasting 2.0 JSON transcript, an HTML transcript, the paragraphs the episode page shows).

/** Transcript file formats an editor may attach, with the type each is served and announced as. */
export const TRANSCRIPT_FORMATS = {
  vtt: { label: 'WebVTT (.vtt)', mimeType: 'text/vtt', extension: 'vtt' },
  srt: { label: 'SubRip (.srt)', mimeType: 'application/x-subrip', extension: 'srt' },
} as const
export type TranscriptFormat = keyof typeof TRANSCRIPT_FORMATS
export const TRANSCRIPT_FORMAT_KEYS = Object.keys(TRANSCRIPT_FORMATS) as TranscriptFormat[]

/** The documents derived from a transcript file, served beside it. */
export const DERIVED_TRANSCRIPTS = {
  json: { mimeType: 'application/json', extension: 'json' },
  html: { mimeType: 'text/html', extension: 'html' },
} as const
export type DerivedTranscript = keyof typeof DERIVED_TRANSCRIPTS

/** Transcripts are text: a file beyond this is not a transcript of one episode. */
export const MAX_TRANSCRIPT_BYTES = 5 * 1024 * 1024

export const TRANSCRIPT_MESSAGES = {
  tooLarge: 'Transcript file too large (max 5MB)',
  notText: 'A transcript must be a UTF-8 text file',
  unknownFormat: 'Not a transcript: a WebVTT file starts with "WEBVTT"; an SRT file starts with a cue number and a time range',
  noCues: 'The transcript has no cues',
  formatMismatch: 'The file does not match the chosen format',
  fileMissing: 'Choose the transcript file',
  language: 'Language must be a BCP 47 language tag such as en, en-US or es-419',
  duplicate: 'Each language may have one transcript per format',
} as const

export class TranscriptError extends Error {
  constructor(message: string, line?: number) {
    super(line ? `Line ${line}: ${message}` : message)
    this.name = 'TranscriptError'
  }
}

export interface Cue {
  /** Seconds from the start of the audio. */
  startTime: number
  endTime: number
  /** The `<v Speaker>` voice of the cue, or null. */
  speaker: string | null
  /** Plain text, markup removed, lines joined by a space. */
  text: string
}

const VTT_TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/
const SRT_TIME = /^(\d{1,}):([0-5]\d):([0-5]\d)[,.](\d{1,3})$/

const secondsOf = (match: RegExpExecArray, hoursIndex = 1): number =>
  Number(match[hoursIndex] ?? 0) * 3600 +
  Number(match[hoursIndex + 1]) * 60 +
  Number(match[hoursIndex + 2]) +
  Number(`0.${match[hoursIndex + 3]}`)

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f', quot: '"', apos: "'" }

const decodeEntities = (text: string): string =>
  text.replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi,
    (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (dec) return String.fromCodePoint(Number(dec))
      if (hex) return String.fromCodePoint(parseInt(hex, 16))
      return ENTITIES[name?.toLowerCase() ?? ''] ?? whole
    },
  )

/** The voice of a cue (`<v Name>` or `<v.class Name>`) and its text without any markup. */
function cueText(lines: string[]): { speaker: string | null; text: string } {
  const raw = lines.join(' ')
  const voice = /<v(?:\.[^\s>]+)*[ \t]+([^>]+)>/.exec(raw)
  const text = decodeEntities(raw.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
  const speaker = voice?.[1] ? decodeEntities(voice[1]).trim() || null : null
  return { speaker, text }
}

interface Block {
  /** 1-based line number of the block's first line. */
  line: number
  lines: string[]
}

function blocksOf(source: string): Block[] {
  const blocks: Block[] = []
  let current: Block | null = null
  source.split(/\r\n|\r|\n/).forEach((text, index) => {
    if (text.trim() === '') {
      current = null
      return
    }
    if (!current) {
      current = { line: index + 1, lines: [] }
      blocks.push(current)
    }
    current.lines.push(text)
  })
  return blocks
}

const withoutBom = (source: string): string => source.replace(/^\uFEFF/, '')

function timing(line: string, lineNumber: number, pattern: RegExp, example: string): { startTime: number; endTime: number } {
  const [start = '', rest = ''] = line.split('-->').map((part) => part.trim())
  if (!line.includes('-->')) throw new TranscriptError(`expected a time range like ${example}`, lineNumber)
  const end = rest.split(/[ \t]+/)[0] ?? ''
  const startMatch = pattern.exec(start)
  if (!startMatch)
    throw new TranscriptError(`"${start}" is not a valid start time (expected a time like ${example.split(' ')[0]})`, lineNumber)
  const endMatch = pattern.exec(end)
  if (!endMatch) throw new TranscriptError(`"${end}" is not a valid end time (expected a time like ${example.split(' ')[2]})`, lineNumber)
  const startTime = secondsOf(startMatch)
  const endTime = secondsOf(endMatch)
  if (endTime < startTime) throw new TranscriptError('the cue ends before it starts', lineNumber)
  return { startTime, endTime }
}

const VTT_EXAMPLE = '00:00:01.000 --> 00:00:04.000'
const SRT_EXAMPLE = '00:00:01,000 --> 00:00:04,000'

/** Parses a WebVTT file; throws TranscriptError naming the line of the first problem. */
export function parseVtt(source: string): Cue[] {
  const text = withoutBom(source)
  if (!/^WEBVTT(?:[ \t]|$)/.test(text.split(/\r\n|\r|\n/, 1)[0] ?? '')) {
    throw new TranscriptError('a WebVTT file must start with "WEBVTT"', 1)
  }
  const cues: Cue[] = []
  // The first block is the header; NOTE, STYLE and REGION blocks carry no spoken text.
  for (const block of blocksOf(text).slice(1)) {
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block.lines[0] ?? '')) continue
    const timingIndex = block.lines[0]?.includes('-->') ? 0 : 1
    const timingLine = block.lines[timingIndex]
    if (timingLine === undefined || !timingLine.includes('-->')) {
      // A first line that starts like a time is a mistyped range, not a cue identifier: point at it.
      const culprit = /^\d/.test(block.lines[0] ?? '') ? 0 : timingIndex
      throw new TranscriptError(`expected a cue time range like ${VTT_EXAMPLE}`, block.line + culprit)
    }
    const times = timing(timingLine, block.line + timingIndex, VTT_TIME, VTT_EXAMPLE)
    cues.push({ ...times, ...cueText(block.lines.slice(timingIndex + 1)) })
  }
  if (!cues.length) throw new TranscriptError(TRANSCRIPT_MESSAGES.noCues)
  return cues
}

/** Parses an SRT (SubRip) file; throws TranscriptError naming the line of the first problem. */
export function parseSrt(source: string): Cue[] {
  const cues: Cue[] = []
  for (const block of blocksOf(withoutBom(source))) {
    if (!/^\d+$/.test(block.lines[0]?.trim() ?? '')) throw new TranscriptError('expected a cue number', block.line)
    const timingLine = block.lines[1]
    if (timingLine === undefined) throw new TranscriptError(`expected a time range like ${SRT_EXAMPLE}`, block.line + 1)
    const times = timing(timingLine, block.line + 1, SRT_TIME, SRT_EXAMPLE)
    cues.push({ ...times, ...cueText(block.lines.slice(2)) })
  }
  if (!cues.length) throw new TranscriptError(TRANSCRIPT_MESSAGES.noCues)
  return cues
}

/** The format a transcript file is written in, told by its content; null when it is neither. */
export function sniffTranscriptFormat(source: string): TranscriptFormat | null {
  const text = withoutBom(source).trimStart()
  if (/^WEBVTT(?:[ \t\r\n]|$)/.test(text)) return 'vtt'
  if (/^\d+[ \t]*\r?\n[^\r\n]*-->/.test(text)) return 'srt'
  return null
}

export const parseTranscript = (format: TranscriptFormat, source: string): Cue[] => (format === 'vtt' ? parseVtt(source) : parseSrt(source))

/** Decodes an uploaded file as UTF-8 text, refusing binary data. */
export function transcriptText(bytes: Uint8Array): string {
  if (bytes.length > MAX_TRANSCRIPT_BYTES) throw new TranscriptError(TRANSCRIPT_MESSAGES.tooLarge)
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (text.includes('\u0000')) throw new TranscriptError(TRANSCRIPT_MESSAGES.notText)
    return text
  } catch (error) {
    if (error instanceof TranscriptError) throw error
    throw new TranscriptError(TRANSCRIPT_MESSAGES.notText)
  }
}

/** Reads an uploaded transcript: its format from the content, and its cues (throws TranscriptError). */
export function readTranscriptFile(bytes: Uint8Array): { format: TranscriptFormat; cues: Cue[] } {
  const text = transcriptText(bytes)
  const format = sniffTranscriptFormat(text)
  if (!format) throw new TranscriptError(TRANSCRIPT_MESSAGES.unknownFormat)
  return { format, cues: parseTranscript(format, text) }
}

/** A BCP 47 language tag in its canonical spelling (en-us → en-US), or null when it is not one. */
export function canonicalLanguage(tag: string | null | undefined): string | null {
  const trimmed = tag?.trim()
  if (!trimmed) return null
  try {
    return Intl.getCanonicalLocales(trimmed)[0] ?? null
  } catch {
    return null
  }
}

/** Seconds rounded to milliseconds: cue times are exact to the millisecond. */
const ms = (seconds: number): number => Math.round(seconds * 1000) / 1000

/** The Podcasting 2.0 JSON transcript (version 1.0.0) of the cues. */
export function transcriptJson(cues: readonly Cue[]): { version: '1.0.0'; segments: Array<Record<string, string | number>> } {
  return {
    version: '1.0.0',
    segments: cues.map((cue) => ({
      ...(cue.speaker ? { speaker: cue.speaker } : {}),
      startTime: ms(cue.startTime),
      endTime: ms(cue.endTime),
      body: cue.text,
    })),
  }
}

export interface TranscriptParagraph {
  speaker: string | null
  startTime: number
  text: string
}

/** Consecutive cues of one speaker read as one paragraph, dated by its first cue. */
export function transcriptParagraphs(cues: readonly Cue[]): TranscriptParagraph[] {
  const paragraphs: TranscriptParagraph[] = []
  for (const cue of cues) {
    if (!cue.text) continue
    const last = paragraphs.at(-1)
    if (last && cue.speaker === last.speaker) last.text = `${last.text} ${cue.text}`
    else paragraphs.push({ speaker: cue.speaker, startTime: cue.startTime, text: cue.text })
  }
  return paragraphs
}

/** 1:02:03 or 2:03: how a listener reads a position in the audio. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

/** The HTML transcript (the Podcasting 2.0 shape: <cite>speaker</cite>, <time>, <p>) as a whole document. */
export function transcriptHtml(cues: readonly Cue[], { title, language }: { title: string; language: string }): string {
  const body = transcriptParagraphs(cues)
    .map(
      (paragraph) =>
        `${paragraph.speaker ? `<cite>${escapeHtml(paragraph.speaker)}:</cite>\n` : ''}` +
        `<time>${clockTime(paragraph.startTime)}</time>\n<p>${escapeHtml(paragraph.text)}</p>`,
    )
    .join('\n')
  return (
    `<!DOCTYPE html>\n<html lang="${escapeHtml(language)}">\n<head>\n<meta charset="utf-8">\n` +
    `<title>${escapeHtml(`Transcript: ${title}`)}</title>\n</head>\n<body>\n<h1>${escapeHtml(title)}</h1>\n${body}\n</body>\n</html>\n`
  )
}
