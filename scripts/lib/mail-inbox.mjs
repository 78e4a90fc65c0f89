// The demo's local mail inbox: an SMTP server on loopback that keeps every message in memory, and a
// small web page listing them, so a newcomer sees each e-mail the site sends (confirmations, welcomes).
// Built on smtp-server + mailparser (nodemailer's family, no install scripts) rather than a full
// MailDev, whose dependency tree is many times larger. Development only: nothing leaves the machine.
import http from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const escapeHtml = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const linkify = (text) => escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`)

const page = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#1c1c1c}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left}
pre{white-space:pre-wrap;background:#f6f6f4;padding:12px;border-radius:6px}iframe{width:100%;height:520px;border:1px solid #ddd}
dt{font-weight:600}dd{margin:0 0 6px}</style></head><body>${body}</body></html>`

/**
 * Starts the inbox. `smtpPort`/`webPort` 0 pick free ports.
 * @returns {Promise<{ smtpUrl: string, webUrl: string, close(): Promise<void> }>}
 */
export async function startMailInbox({ smtpPort = 0, webPort = 0, host = '127.0.0.1' } = {}) {
  /** @type {Array<{ id: number, receivedAt: string, mail: import('mailparser').ParsedMail }>} */
  const messages = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push({ id: messages.length + 1, receivedAt: new Date().toISOString(), mail })
          callback()
        },
        (error) => callback(error),
      )
    },
  })
  await new Promise((resolve) => smtp.listen(smtpPort, host, resolve))

  const summary = ({ id, receivedAt, mail }) => ({
    id,
    receivedAt,
    subject: mail.subject ?? '',
    from: mail.from?.text ?? '',
    to: [mail.to]
      .flat()
      .map((group) => group?.text ?? '')
      .join(', '),
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    headers: Object.fromEntries(
      mail.headerLines.map(({ key, line }) => [key, line.replace(/\r?\n[ \t]+/g, ' ').replace(/^[^:]+:\s*/, '')]),
    ),
  })

  const web = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox')
    const send = (status, type, body) => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' })
      response.end(body)
    }
    if (url.pathname === '/favicon.ico') return send(204, 'image/x-icon', '')
    if (url.pathname === '/api/messages') return send(200, 'application/json', JSON.stringify(messages.map(summary)))
    const match = /^\/messages\/(\d+)$/.exec(url.pathname)
    if (match) {
      const message = messages.find((item) => item.id === Number(match[1]))
      if (!message) return send(404, 'text/html; charset=utf-8', page('Not found', '<p>No such message. <a href="/">Inbox</a></p>'))
      const m = summary(message)
      const headers = ['from', 'to', 'date', 'list-unsubscribe', 'list-unsubscribe-post'].filter((key) => m.headers[key])
      return send(
        200,
        'text/html; charset=utf-8',
        page(
          m.subject,
          `<p><a href="/">← Inbox</a></p><h1>${escapeHtml(m.subject)}</h1>
<dl>${headers.map((key) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(m.headers[key])}</dd>`).join('')}</dl>
<h2>Plain text</h2><pre>${linkify(m.text)}</pre>
${m.html ? `<h2>HTML</h2><iframe title="HTML part" sandbox srcdoc="${escapeHtml(m.html)}"></iframe>` : ''}`,
        ),
      )
    }
    if (url.pathname !== '/') return send(404, 'text/plain', 'Not found')
    const rows = [...messages]
      .reverse()
      .map((message) => {
        const m = summary(message)
        return `<tr><td>${escapeHtml(new Date(m.receivedAt).toLocaleString())}</td><td>${escapeHtml(m.to)}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`
      })
      .join('')
    return send(
      200,
      'text/html; charset=utf-8',
      page(
        'Headstash demo inbox',
        `<h1>Headstash demo inbox</h1><p>Every e-mail the demo site sends lands here (${messages.length}). Reload to see new ones.</p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows || '<tr><td colspan="3">Nothing yet: subscribe on the site.</td></tr>'}</tbody></table>`,
      ),
    )
  })
  await new Promise((resolve) => web.listen(webPort, host, resolve))

  const portOf = (server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port
  return {
    smtpUrl: `smtp://${host}:${portOf(smtp.server)}`,
    webUrl: `http://${host === '127.0.0.1' ? 'localhost' : host}:${portOf(web)}`,
    close: async () => {
      await new Promise((resolve) => web.close(() => resolve(undefined)))
      await new Promise((resolve) => smtp.close(() => resolve(undefined)))
    },
  }
}
