// Which spellings reach one mailbox (src/lib/newsletter/mailbox.ts), and the DKIM settings
// (src/lib/email/config.ts).
import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dkimSettings } from '@/lib/email/config'
import { mailboxKey } from '@/lib/newsletter/mailbox'

describe('mailboxKey', () => {
  it('drops plus-tags and case for every provider', () => {
    for (const spelling of ['a@x.example', 'a+1@x.example', 'A+2@X.example', ' a+news+more@x.example ']) {
      expect(mailboxKey(spelling)).toBe('a@x.example')
    }
  })

  it("drops Gmail's dots and folds googlemail.com into gmail.com", () => {
    for (const spelling of ['first.last@gmail.com', 'firstlast@googlemail.com', 'F.i.r.s.t.Last+x@GMAIL.com', 'firstlast@gmail.com.']) {
      expect(mailboxKey(spelling)).toBe('firstlast@gmail.com')
    }
  })

  it("keeps other providers' dots, and an address that is only a tag", () => {
    expect(mailboxKey('first.last@example.org')).toBe('first.last@example.org')
    expect(mailboxKey('+tag@example.org')).toBe('+tag@example.org')
  })
})

describe('dkimSettings', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 })
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()

  it('is off when no DKIM variable is set', () => {
    expect(dkimSettings({})).toBeUndefined()
  })

  it('takes the key as PEM text (with \\n escapes from a one-line env file) or as a file path', () => {
    const escaped = pem.trim().replace(/\n/g, '\\n')
    expect(dkimSettings({ DKIM_DOMAIN: 'headstash.example', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: escaped })).toEqual({
      domainName: 'headstash.example',
      keySelector: 's1',
      privateKey: pem.trim(),
    })
    const dir = mkdtempSync(path.join(tmpdir(), 'dkim-'))
    try {
      const file = path.join(dir, 'key.pem')
      writeFileSync(file, pem)
      expect(dkimSettings({ DKIM_DOMAIN: 'headstash.example', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: file })?.privateKey).toBe(pem)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a half-done setup instead of sending unsigned mail', () => {
    expect(() => dkimSettings({ DKIM_DOMAIN: 'headstash.example', DKIM_PRIVATE_KEY: pem })).toThrow(
      'DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY; missing: DKIM_SELECTOR',
    )
  })
})
