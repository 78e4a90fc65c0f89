// A real SMTP server on a free loopback port that keeps every message it receives, parsed.
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface TestInbox {
  url: string
  messages: ParsedMail[]
  /** Messages sent to `address`, oldest first. */
  to(address: string): ParsedMail[]
  close(): Promise<void>
}

export async function startTestInbox(): Promise<TestInbox> {
  const messages: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  const addressesOf = (mail: ParsedMail) =>
    [mail.to].flat().flatMap((group) => (group ? group.value.map((entry) => entry.address?.toLowerCase() ?? '') : []))
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((mail) => addressesOf(mail).includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
