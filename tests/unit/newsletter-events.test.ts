import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { autoPausesFor, softBouncesSuppress } from '@/lib/newsletter/event-rules'
import { svixSignatureValid } from '@/lib/newsletter/events-auth'
import { reportEvents } from '@/lib/newsletter/events-mail'

describe('auto-pause thresholds', () => {
  it('wait for 1,000 deliveries, then pause only past 5 % hard bounces or 0.3 % complaints', () => {
    expect(autoPausesFor({ deliveries: 999, hard_bounce: 999, complaint: 999 })).toEqual([])
    expect(autoPausesFor({ deliveries: 1000, hard_bounce: 50, complaint: 3 })).toEqual([])
    expect(autoPausesFor({ deliveries: 1000, hard_bounce: 61, complaint: 3 })).toEqual([
      { kind: 'hard_bounce', reason: 'Paused automatically: 6.1 % hard bounces after 1,000 deliveries' },
    ])
    expect(autoPausesFor({ deliveries: 2000, hard_bounce: 0, complaint: 7 })).toEqual([
      { kind: 'complaint', reason: 'Paused automatically: 0.4 % complaints after 2,000 deliveries' },
    ])
  })

  it('show as many decimals as it takes for the share to read as past the threshold', () => {
    expect(autoPausesFor({ deliveries: 10_000, hard_bounce: 504, complaint: 0 })[0]?.reason).toBe(
      'Paused automatically: 5.04 % hard bounces after 10,000 deliveries',
    )
  })
})

describe('soft bounce rule', () => {
  it('counts the last five deliveries only (newest first)', () => {
    expect(softBouncesSuppress([true, true, false, false, false, true])).toBe(false)
    expect(softBouncesSuppress([true, false, true, false, true])).toBe(true)
    expect(softBouncesSuppress([true, true, true])).toBe(true)
    expect(softBouncesSuppress([true, true])).toBe(false)
  })
})

describe('Svix signatures', () => {
  const secret = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`
  const body = '{"type":"email.delivered"}'
  const now = 1_800_000_000_000
  const timestamp = String(now / 1000)
  const signature = (key: Buffer) => `v1,${createHmac('sha256', key).update(`msg_1.${timestamp}.${body}`).digest('base64')}`
  const key = Buffer.from(secret.slice(6), 'base64')

  it('accepts any listed v1 signature (a secret in rotation) within five minutes', () => {
    const headers = { id: 'msg_1', timestamp, signature: `${signature(Buffer.from('old'))} ${signature(key)}` }
    expect(svixSignatureValid(secret, headers, body, now)).toBe(true)
    expect(svixSignatureValid(secret, headers, body, now + 299_000)).toBe(true)
    expect(svixSignatureValid(secret, headers, body, now + 301_000)).toBe(false)
    expect(svixSignatureValid(secret, { ...headers, signature: signature(Buffer.from('old')) }, body, now)).toBe(false)
  })
})

const dsn = (recipientBlock: string, encoding = '') => {
  const status = `Reporting-MTA: dns; mx.example.net\r\n\r\n${recipientBlock}\r\n`
  const part =
    encoding === 'base64'
      ? Buffer.from(status)
          .toString('base64')
          .replace(/(.{76})/g, '$1\r\n')
      : status
  return [
    'Message-ID: <r1@mx.example.net>',
    'Date: Fri, 20 Nov 2026 10:00:00 +0000',
    'Content-Type: multipart/report; report-type="delivery-status"; boundary=b1',
    '',
    '--b1',
    'Content-Type: text/plain',
    '',
    'Sorry.',
    '--b1',
    'Content-Type: message/delivery-status',
    ...(encoding ? [`Content-Transfer-Encoding: ${encoding}`] : []),
    '',
    part,
    '--b1--',
    '',
  ].join('\r\n')
}

describe('delivery status notifications', () => {
  it('read a base64-encoded status part; a full mailbox (5.2.2) is a soft bounce', () => {
    const events = reportEvents(dsn('Final-Recipient: rfc822; A@Example.net\r\nAction: failed\r\nStatus: 5.2.2', 'base64'))
    expect(events).toEqual([
      expect.objectContaining({ type: 'soft_bounce', email: 'a@example.net', providerEventId: '<r1@mx.example.net>/a@example.net' }),
    ])
  })

  it('ignore a delayed message: only the final answer counts', () => {
    expect(reportEvents(dsn('Final-Recipient: rfc822; a@example.net\r\nAction: delayed\r\nStatus: 4.4.1'))).toEqual([])
  })
})
