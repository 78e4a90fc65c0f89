import { ImageResponse } from 'next/og'
import { ISSUE_SOCIAL_SIZE } from '@/lib/newsletter/issue-page'
import { readSentIssue } from '@/lib/newsletter/issue-queries'
import { NEWSLETTER_NAME, SITE_NAME } from '@/lib/site/constants'
import { formatLongDate } from '@/lib/site/dates'

// The 1200×630 share image of a sent issue (its og:image), drawn from its subject like a find's: an
// issue has no one picture that would read well cropped by every network. Unsent issues answer 404.
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const issue = await readSentIssue((await params).slug)
  if (!issue) return new Response('Not found', { status: 404 })
  const subject = issue.subject.length > 90 ? `${issue.subject.slice(0, 89)}…` : issue.subject
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #121614 0%, #2a322e 100%)',
        color: '#fafaf9',
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, letterSpacing: 6, textTransform: 'uppercase', color: '#fdba74' }}>{NEWSLETTER_NAME}</div>
      <div style={{ display: 'flex', fontSize: subject.length > 40 ? 64 : 88, fontWeight: 700, lineHeight: 1.1 }}>{subject}</div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, color: '#d6d3d1' }}>
        <div style={{ display: 'flex' }}>{formatLongDate(issue.sentAt)}</div>
        <div style={{ display: 'flex', fontWeight: 700, color: '#fafaf9' }}>{SITE_NAME}</div>
      </div>
    </div>,
    { ...ISSUE_SOCIAL_SIZE, headers: { 'Cache-Control': 'public, max-age=300, s-maxage=3600' } },
  )
}
