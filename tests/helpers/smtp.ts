// A real SMTP server on a free loopback port that keeps every message it receives, parsed and raw.
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A received message: parsed, plus the bytes as they came over the wire (for signature checks). */
export type ReceivedMail = ParsedMail & { raw: Buffer }

export interface TestInbox {
  url: string
  messages: ReceivedMail[]
  /** Messages sent to `address`, oldest first. */
  to(address: string): ReceivedMail[]
  /** How many messages a client has begun to send (DATA accepted), whether or not they are answered yet. */
  readonly dataStarted: number
  /** Holds the answer to every DATA this long, like a slow mail server (0: answer at once). */
  answerDelayMs: number
  /**
   * Answers RCPT TO for these addresses with the given SMTP code and text instead of accepting them
   * (a 4xx is a temporary refusal, a 5xx a permanent one); delete an entry to accept the address again.
   */
  refuse: Map<string, { code: number; message: string }>
  /** Holds the answer to messages for `address` (received, not yet answered) until the returned function is called. */
  hold(address: string): () => void
  close(): Promise<void>
}

/** A loopback port nothing listens on (for a mail server that is down, started there later). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net')
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

export async function startTestInbox({ port: wantedPort = 0 }: { port?: number } = {}): Promise<TestInbox> {
  const messages: ReceivedMail[] = []
  const refuse = new Map<string, { code: number; message: string }>()
  let dataStarted = 0
  let answerDelayMs = 0
  const held = new Map<string, Promise<void>>()
  const addressesOf = (mail: ParsedMail) =>
    [mail.to].flat().flatMap((group) => (group ? group.value.map((entry) => entry.address?.toLowerCase() ?? '') : []))
  const receive = async (stream: NodeJS.ReadableStream): Promise<void> => {
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(Buffer.from(chunk))
    const raw = Buffer.concat(chunks)
    const mail = Object.assign(await simpleParser(raw), { raw })
    if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs))
    await Promise.all(addressesOf(mail).map((address) => held.get(address)))
    messages.push(mail)
  }
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse.get(address.address.toLowerCase())
      if (!refusal) return callback()
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
    },
    onData(stream, _session, callback) {
      dataStarted += 1
      receive(stream).then(
        () => callback(),
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((mail) => addressesOf(mail).includes(address.toLowerCase())),
    get dataStarted() {
      return dataStarted
    },
    get answerDelayMs() {
      return answerDelayMs
    },
    set answerDelayMs(ms: number) {
      answerDelayMs = ms
    },
    refuse,
    hold(address) {
      let release = () => {}
      held.set(
        address.toLowerCase(),
        new Promise<void>((resolve) => {
          release = resolve
        }),
      )
      return () => {
        held.delete(address.toLowerCase())
        release()
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
