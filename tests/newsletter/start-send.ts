// Used by the newsletter crash test and benchmark: `count` active subscribers (spread over 50 domains),
// one published issue, and its send started through the same function as the admin endpoint. Prints
// the send as JSON. Run with DATABASE_URL, PAYLOAD_SECRET and SMTP_URL set, as `node --import tsx`.
import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { startIssueSend } from '../../src/lib/newsletter/sends'

const count = Number(process.argv[2] ?? 2000)
const payload = await getPayload({ config })
await payload.db.pool.query(
  `INSERT INTO newsletter_subscribers (email, subscribed_at, is_active, status, confirmed_at)
   SELECT 'reader' || n || '@d' || (n % 50) || '.example', now(), true, 'active', now() FROM generate_series(1, $1) AS n`,
  [count],
)
const issue = await payload.create({
  collection: 'newsletter-issues',
  data: {
    subject: 'Smoke Signals: the load issue',
    slug: `load-${Date.now()}`,
    _status: 'published',
    body: {
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            children: [
              {
                type: 'text',
                version: 1,
                text: 'Twenty thousand readers, one message each.',
                detail: 0,
                format: 0,
                mode: 'normal',
                style: '',
              },
            ],
          },
        ],
      },
    },
  },
  overrideAccess: true,
})
const started = await startIssueSend(payload, issue.id, {})
console.log(JSON.stringify({ issueId: issue.id, ...started }))
process.exit(0)
