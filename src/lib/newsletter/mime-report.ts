/**
 * Just enough MIME to read the reports mail servers send about our messages: RFC 3464 delivery status
 * notifications (multipart/report; report-type=delivery-status) and RFC 5965 abuse reports
 * (multipart/report; report-type=feedback-report). Headers are unfolded, bodies decoded from base64 or
 * quoted-printable, and nested multiparts walked to a bounded depth; nothing else of MIME is needed.
 */

export type HeaderFields = Map<string, string[]>

export interface MimePart {
  headers: HeaderFields
  /** Lower-case media type, e.g. `message/delivery-status`. */
  type: string
  params: Record<string, string>
  /** The decoded body (text). */
  body: string
  parts: MimePart[]
}

/** Deeper nesting than a report ever has is not walked. */
const MAX_DEPTH = 6

export const firstField = (fields: HeaderFields, name: string): string | undefined => fields.get(name.toLowerCase())?.[0]

/** Header lines into fields: continuation lines joined, names lower-case, values trimmed, in order. */
export function parseFields(head: string): HeaderFields {
  const fields: HeaderFields = new Map()
  const lines = head.split(/\r?\n/)
  const unfolded: string[] = []
  for (const line of lines) {
    if (/^[ \t]/.test(line) && unfolded.length) unfolded[unfolded.length - 1] += ` ${line.trim()}`
    else if (line.trim()) unfolded.push(line)
  }
  for (const line of unfolded) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    fields.set(name, [...(fields.get(name) ?? []), line.slice(colon + 1).trim()])
  }
  return fields
}

/** Splits at the first empty line: the header block and what follows. */
function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw)
  if (!match) return { head: raw, body: '' }
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) }
}

/** `type/subtype; name=value; name="quoted value"` */
export function parseContentType(value: string | undefined): { type: string; params: Record<string, string> } {
  const [type = 'text/plain', ...rest] = (value ?? 'text/plain').split(';')
  const params: Record<string, string> = {}
  for (const param of rest) {
    const equals = param.indexOf('=')
    if (equals <= 0) continue
    const name = param.slice(0, equals).trim().toLowerCase()
    params[name] = param
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/s, '$1')
  }
  return { type: type.trim().toLowerCase(), params }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const joined = text.replace(/=\r?\n/g, '')
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3)
    if (joined[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    case 'quoted-printable':
      return decodeQuotedPrintable(body)
    default:
      return body
  }
}

function splitMultipart(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`
  const parts: string[] = []
  let current: string[] | undefined
  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trimEnd()
    if (trimmed === `${delimiter}--`) break
    if (trimmed === delimiter) {
      if (current) parts.push(current.join('\n'))
      current = []
    } else current?.push(line)
  }
  if (current) parts.push(current.join('\n'))
  return parts
}

/** Parses a message (or a body part) with its headers. */
export function parseMime(raw: string, depth = 0): MimePart {
  const { head, body } = splitHead(raw)
  const headers = parseFields(head)
  const { type, params } = parseContentType(firstField(headers, 'content-type'))
  const decoded = type.startsWith('multipart/') ? body : decodeBody(body, firstField(headers, 'content-transfer-encoding'))
  const parts =
    type.startsWith('multipart/') && params.boundary && depth < MAX_DEPTH
      ? splitMultipart(body, params.boundary).map((part) => parseMime(part, depth + 1))
      : []
  return { headers, type, params, body: decoded, parts }
}

/** The first part (the message itself included), depth first, that matches. */
export function findPart(part: MimePart, matches: (part: MimePart) => boolean): MimePart | undefined {
  if (matches(part)) return part
  for (const child of part.parts) {
    const found = findPart(child, matches)
    if (found) return found
  }
  return undefined
}

/** A delivery-status or feedback-report body: groups of fields separated by empty lines. */
export const parseFieldGroups = (text: string): HeaderFields[] =>
  text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((group) => parseFields(group))
    .filter((fields) => fields.size > 0)

/** The headers of the original message a report quotes (in full, or its headers only). */
export function originalHeaders(report: MimePart): HeaderFields | undefined {
  const original = findPart(
    report,
    (part) => part.type === 'message/rfc822' || part.type === 'text/rfc822-headers' || part.type === 'message/global',
  )
  return original ? parseFields(splitHead(original.body).head) : undefined
}
