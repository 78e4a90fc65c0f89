// Verifies a message's DKIM-Signature (RFC 6376, rsa-sha256, relaxed/relaxed canonicalization: what
// nodemailer signs with) against a public key, the way a receiving mail server does.
import { createHash, type KeyObject, verify } from 'node:crypto'

export interface DkimCheck {
  /** The signature's tags (d=, s=, h=, bh=, b=, …). */
  tags: Record<string, string>
  bodyHashMatches: boolean
  signatureValid: boolean
}

const relaxedHeader = (field: string): string => {
  const colon = field.indexOf(':')
  const name = field.slice(0, colon).trim().toLowerCase()
  const value = field
    .slice(colon + 1)
    .replace(/\r\n(?=[ \t])/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim()
  return `${name}:${value}`
}

const relaxedBody = (body: string): string => {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''))
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
  return lines.length === 0 ? '' : `${lines.join('\r\n')}\r\n`
}

const parseTags = (value: string): Record<string, string> =>
  Object.fromEntries(
    value
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const equals = part.indexOf('=')
        return [part.slice(0, equals).trim(), part.slice(equals + 1).replace(/\s+/g, '')]
      }),
  )

export function checkDkim(raw: Buffer, publicKey: KeyObject): DkimCheck {
  const text = raw.toString('binary')
  const split = text.indexOf('\r\n\r\n')
  const head = text.slice(0, split)
  const body = text.slice(split + 4)
  // Header fields with their continuation lines (CRLF kept, removed by the canonicalization).
  const fields = head.split(/\r\n(?![ \t])/)
  const signatureField = fields.find((field) => /^dkim-signature\s*:/i.test(field))
  if (!signatureField) throw new Error('the message has no DKIM-Signature header')
  const tags = parseTags(signatureField.slice(signatureField.indexOf(':') + 1))

  const bodyHash = createHash('sha256').update(relaxedBody(body), 'binary').digest('base64')

  // Each name in h= takes the next instance of that field from the bottom up.
  const unused = fields.filter((field) => field !== signatureField)
  const signedFields: string[] = []
  for (const name of (tags.h ?? '').split(':').map((entry) => entry.trim().toLowerCase())) {
    for (let i = unused.length - 1; i >= 0; i -= 1) {
      const field = unused[i]!
      if (field.slice(0, field.indexOf(':')).trim().toLowerCase() === name) {
        signedFields.push(relaxedHeader(field))
        unused.splice(i, 1)
        break
      }
    }
  }
  // The signature field itself is signed last, with its b= value empty and no trailing CRLF.
  const unsignedSignature = relaxedHeader(signatureField.replace(/([:;]\s*b\s*=)[^;]*/, '$1'))
  const signedData = `${signedFields.map((field) => `${field}\r\n`).join('')}${unsignedSignature}`
  const signatureValid = verify('sha256', Buffer.from(signedData, 'binary'), publicKey, Buffer.from(tags.b ?? '', 'base64'))
  return { tags, bodyHashMatches: bodyHash === tags.bh, signatureValid }
}
