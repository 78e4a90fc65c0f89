// A minimal SMTP sink on loopback for the newsletter's crash test and benchmark: it accepts every
// message and keeps only what they count (each accepted message's recipient, Message-ID and size), so tens of
// thousands of messages cost no parsing. Its log, not the ledger, is what they count deliveries from.
import { SMTPServer } from 'smtp-server'

/** @returns {Promise<{ url: string, port: number, log: Array<{ to: string, messageId: string, bytes: number }>, close(): Promise<void> }>} */
export async function startSmtpSink({ port = 0 } = {}) {
  const log = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The worker may open several connections at once; none is turned away.
    maxClients: 1000,
    onData(stream, session, callback) {
      let head = ''
      let bytes = 0
      stream.on('data', (chunk) => {
        bytes += chunk.length
        if (head.length < 8192) head += chunk.toString('latin1')
      })
      stream.on('end', () => {
        const messageId = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? ''
        for (const recipient of session.envelope.rcptTo) log.push({ to: recipient.address.toLowerCase(), messageId, bytes })
        callback()
      })
    },
  })
  // A client killed mid-message resets its connection: that is what the crash test does, not a sink error.
  server.on('error', () => undefined)
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actual = server.server.address().port
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
