// Production HTTP server: Next.js behind a thin Node server whose only job is to tell the app who the
// client is. Next.js keeps any X-Forwarded-For a client sends, so without this a visitor could pick
// their own address and walk past the rate limits. Here the header always ends with the socket's peer
// address; what comes before it is kept only when TRUST_PROXY says proxies stand in front of us.
import { createServer } from 'node:http'
import next from 'next'

const port = Number(process.env.PORT ?? 3000)
const trustProxy = process.env.TRUST_PROXY && process.env.TRUST_PROXY !== 'false'

const app = next({ dev: false, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((req, res) => {
  const peer = req.socket.remoteAddress ?? 'unknown'
  const forwarded = req.headers['x-forwarded-for']
  req.headers['x-forwarded-for'] = trustProxy && forwarded ? `${forwarded}, ${peer}` : peer
  delete req.headers['x-real-ip']
  void handle(req, res)
})
server.listen(port, () => console.log(`▲ Headstash ready on http://localhost:${port}`))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
