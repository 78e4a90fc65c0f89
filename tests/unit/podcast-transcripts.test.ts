import { describe, expect, it } from 'vitest'
import { ChaptersError, chaptersJson, currentChapterIndex, parseChaptersJson } from '@/lib/podcast/chapters'
import {
  canonicalLanguage,
  clockTime,
  parseSrt,
  parseVtt,
  readTranscriptFile,
  TRANSCRIPT_MESSAGES,
  transcriptHtml,
  transcriptJson,
  transcriptParagraphs,
} from '@/lib/podcast/transcripts'

const VTT = `\uFEFFWEBVTT - with a header

STYLE
::cue { color: lime }

NOTE a comment
over two lines

1
00:00.000 --> 00:01.250 line:90%
<v Maya Green>Hello <b>there</b> &amp; welcome.

00:01.250 --> 01:00:02.000
<v.loud.fast Sam>Thanks,
glad to be here.</v>

00:01:03.000 --> 00:01:04.000
No voice at all.
`

describe('parseVtt', () => {
  it('reads cues with voices, settings, multi-line text, entities and hour-less times', () => {
    expect(parseVtt(VTT)).toEqual([
      { startTime: 0, endTime: 1.25, speaker: 'Maya Green', text: 'Hello there & welcome.' },
      { startTime: 1.25, endTime: 3602, speaker: 'Sam', text: 'Thanks, glad to be here.' },
      { startTime: 63, endTime: 64, speaker: null, text: 'No voice at all.' },
    ])
  })

  it('names the line of the first problem', () => {
    expect(() => parseVtt('WEBVTT\n\n00:00:01.000 -> 00:00:02.000\nHi')).toThrow(
      'Line 3: expected a cue time range like 00:00:01.000 --> 00:00:04.000',
    )
    expect(() => parseVtt('WEBVTT\n\n00:00:01,000 --> 00:00:02.000\nHi')).toThrow('Line 3: "00:00:01,000" is not a valid start time')
    expect(() => parseVtt('WEBVTT\n\n00:00:03.000 --> 00:00:02.000\nHi')).toThrow('Line 3: the cue ends before it starts')
    expect(() => parseVtt('1\n00:00:01,000 --> 00:00:02,000\nHi')).toThrow('Line 1: a WebVTT file must start with "WEBVTT"')
    expect(() => parseVtt('WEBVTT\n\nNOTE nothing else\n')).toThrow(TRANSCRIPT_MESSAGES.noCues)
  })
})

describe('parseSrt', () => {
  it('reads numbered cues with comma or dot milliseconds, CRLF endings and markup', () => {
    const srt = '1\r\n00:00:01,000 --> 00:00:02,500\r\n<i>Hello</i>\r\nworld\r\n\r\n2\r\n00:00:02.500 --> 00:00:04.000\r\n<v Sam>Bye\r\n'
    expect(parseSrt(srt)).toEqual([
      { startTime: 1, endTime: 2.5, speaker: null, text: 'Hello world' },
      { startTime: 2.5, endTime: 4, speaker: 'Sam', text: 'Bye' },
    ])
  })

  it('names the line of the first problem', () => {
    expect(() => parseSrt('one\n00:00:01,000 --> 00:00:02,000\nHi')).toThrow('Line 1: expected a cue number')
    expect(() => parseSrt('1\n00:00:01,000 --> 00:00:02,000\nHi\n\n2\n00:00:99,000 --> 00:00:02,000\n')).toThrow(
      'Line 6: "00:00:99,000" is not a valid start time',
    )
  })
})

describe('readTranscriptFile', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)
  it('tells the format by content', () => {
    expect(readTranscriptFile(bytes('WEBVTT\n\n00:00.000 --> 00:01.000\nA')).format).toBe('vtt')
    expect(readTranscriptFile(bytes('1\n00:00:00,000 --> 00:00:01,000\nA')).format).toBe('srt')
  })
  it('refuses other text and binary data with a clear message', () => {
    expect(() => readTranscriptFile(bytes('Dear diary'))).toThrow(TRANSCRIPT_MESSAGES.unknownFormat)
    expect(() => readTranscriptFile(new Uint8Array([0xff, 0xd8, 0xff, 0x00]))).toThrow(TRANSCRIPT_MESSAGES.notText)
  })
})

describe('derived documents', () => {
  const cues = parseVtt(VTT)
  it('is the Podcasting 2.0 JSON transcript', () => {
    expect(transcriptJson(cues).segments[0]).toEqual({ speaker: 'Maya Green', startTime: 0, endTime: 1.25, body: 'Hello there & welcome.' })
    expect(transcriptJson(cues).segments[2]).not.toHaveProperty('speaker')
  })
  it("groups one speaker's consecutive cues and escapes the HTML", () => {
    const two = [...cues.slice(0, 1), { ...cues[0]!, startTime: 1, text: 'More <b>' }]
    expect(transcriptParagraphs(two)).toEqual([{ speaker: 'Maya Green', startTime: 0, text: 'Hello there & welcome. More <b>' }])
    expect(transcriptHtml(two, { title: 'A & B', language: 'en' })).toContain('<p>Hello there &amp; welcome. More &lt;b&gt;</p>')
  })
  it('formats clock times and canonical languages', () => {
    expect(clockTime(3725.9)).toBe('1:02:05')
    expect(clockTime(65)).toBe('1:05')
    expect(canonicalLanguage('en-us')).toBe('en-US')
    expect(canonicalLanguage('english please')).toBeNull()
  })
})

describe('JSON Chapters', () => {
  it('parses, sorts and keeps http(s) images only', () => {
    const chapters = parseChaptersJson(
      JSON.stringify({
        version: '1.2.0',
        chapters: [
          { startTime: 10, title: 'B', img: 'javascript:alert(1)' },
          { startTime: 0, title: 'A', url: 'https://a.example' },
        ],
      }),
    )
    expect(chapters).toEqual([
      { startTime: 0, title: 'A', img: null, url: 'https://a.example' },
      { startTime: 10, title: 'B', img: null, url: null },
    ])
    expect(chaptersJson(chapters, { title: 'Ep' })).toEqual({
      version: '1.2.0',
      title: 'Ep',
      chapters: [
        { startTime: 0, title: 'A', url: 'https://a.example' },
        { startTime: 10, title: 'B' },
      ],
    })
  })
  it('refuses broken files with the first problem', () => {
    expect(() => parseChaptersJson('{')).toThrow(ChaptersError)
    expect(() => parseChaptersJson('{"version":"1.2.0","chapters":[{"startTime":-1,"title":"x"}]}')).toThrow('Chapter 1: startTime')
    expect(() => parseChaptersJson('{"version":"1.2.0","chapters":[{"startTime":1,"title":"x","url":"ftp://x"}]}')).toThrow(
      'Chapter 1: url',
    )
  })
  it('finds the playing chapter', () => {
    expect(currentChapterIndex([0, 1.2, 2.5], 1.3)).toBe(1)
    expect(currentChapterIndex([5], 1)).toBe(-1)
  })
})
