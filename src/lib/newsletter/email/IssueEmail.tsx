import type { CSSProperties, ReactNode } from 'react'
import { Button, Column, Heading, Hr, Img, Link, Row, Section, Text } from '@react-email/components'
import { FLAMES_MAX } from '../../submissions/options'
import { labelFor } from '../../forms/options'
import { episodeNumberLabel } from '../../podcast/format'
import type { IssueInline, IssueNode } from '../issue-content'
import { ISSUE_TEXTS } from '../issue-texts'
import { EmailLayout, type EmailFooter } from './EmailLayout'
import { EMAIL_COLORS, EMAIL_CONTENT_WIDTH, EMAIL_DISPLAY, EMAIL_SANS } from './theme'

const text: CSSProperties = { color: EMAIL_COLORS.text, fontSize: '17px', lineHeight: '27px', margin: '0 0 18px' }
const small: CSSProperties = { color: EMAIL_COLORS.muted, fontFamily: EMAIL_SANS, fontSize: '13px', lineHeight: '20px', margin: '0' }
const link: CSSProperties = { color: EMAIL_COLORS.accent, textDecoration: 'underline' }
const blockHeading: CSSProperties = {
  color: EMAIL_COLORS.accent,
  fontFamily: EMAIL_SANS,
  fontSize: '13px',
  fontWeight: 700,
  letterSpacing: '2px',
  textTransform: 'uppercase',
  margin: '32px 0 12px',
}
const HEADING_SIZES = { 2: '24px', 3: '20px', 4: '18px' } as const

function Inline({ nodes }: { nodes: IssueInline[] }): ReactNode {
  return nodes.map((node, index) => {
    if (node.type === 'break') return <br key={index} />
    if (node.type === 'link')
      return (
        <Link key={index} className="hs-accent" href={node.url} style={link}>
          <Inline nodes={node.children} />
        </Link>
      )
    let content: ReactNode = node.text
    if (node.code) content = <code style={{ fontFamily: 'Menlo, Consolas, monospace', fontSize: '0.9em' }}>{content}</code>
    if (node.bold) content = <strong>{content}</strong>
    if (node.italic) content = <em>{content}</em>
    if (node.underline) content = <u>{content}</u>
    if (node.strikethrough) content = <s>{content}</s>
    return <span key={index}>{content}</span>
  })
}

function Block({ node }: { node: IssueNode }): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return (
        <Text className="hs-text" style={text}>
          <Inline nodes={node.children} />
        </Text>
      )
    case 'heading':
      return (
        <Heading
          as={`h${node.level}`}
          className="hs-text"
          style={{
            color: EMAIL_COLORS.text,
            fontFamily: EMAIL_DISPLAY,
            fontSize: HEADING_SIZES[node.level],
            lineHeight: '1.3',
            margin: '28px 0 12px',
          }}
        >
          <Inline nodes={node.children} />
        </Heading>
      )
    case 'quote':
      return (
        <Section
          className="hs-quote"
          style={{
            backgroundColor: EMAIL_COLORS.quote,
            borderLeft: `4px solid ${EMAIL_COLORS.accent}`,
            padding: '12px 18px',
            margin: '0 0 18px',
          }}
        >
          <Text className="hs-text" style={{ ...text, fontStyle: 'italic', margin: 0 }}>
            <Inline nodes={node.children} />
          </Text>
        </Section>
      )
    case 'list': {
      const items = node.items.map((item, index) => (
        <li key={index} className="hs-text" style={{ ...text, margin: '0 0 8px' }}>
          <Inline nodes={item} />
        </li>
      ))
      const style: CSSProperties = { margin: '0 0 18px', paddingLeft: '24px' }
      return node.ordered ? <ol style={style}>{items}</ol> : <ul style={style}>{items}</ul>
    }
    case 'rule':
      return <Hr className="hs-rule" style={{ borderColor: EMAIL_COLORS.rule, margin: '24px 0' }} />
    case 'image': {
      const width = Math.min(EMAIL_CONTENT_WIDTH, node.width ?? EMAIL_CONTENT_WIDTH)
      return (
        <Section style={{ margin: '0 0 18px' }}>
          <Img
            src={node.src}
            alt={node.alt}
            width={width}
            style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: '6px' }}
          />
        </Section>
      )
    }
    case 'finds':
      return (
        <Section>
          <Heading as="h2" className="hs-accent" style={blockHeading}>
            {node.heading}
          </Heading>
          {node.finds.map((find) => (
            <Row key={find.id} style={{ margin: '0 0 16px' }}>
              {find.imageUrl ? (
                <Column style={{ width: '96px', verticalAlign: 'top', paddingRight: '16px' }}>
                  <Link href={find.url}>
                    <Img
                      src={find.imageUrl}
                      alt={find.name}
                      width={96}
                      height={96}
                      style={{ display: 'block', borderRadius: '6px', objectFit: 'cover' }}
                    />
                  </Link>
                </Column>
              ) : null}
              <Column style={{ verticalAlign: 'top' }}>
                <Text className="hs-text" style={{ ...text, fontWeight: 700, margin: '0 0 4px' }}>
                  <Link className="hs-accent" href={find.url} style={link}>
                    {find.name}
                  </Link>
                </Text>
                <Text className="hs-muted" style={small}>
                  {`${labelFor(find.category)} · ${find.flames}/${FLAMES_MAX} flames`}
                </Text>
                <Text className="hs-muted" style={small}>
                  {`${ISSUE_TEXTS.sharedBy} ${find.submittedBy} · ${find.location}`}
                </Text>
              </Column>
            </Row>
          ))}
        </Section>
      )
    case 'episode':
      return (
        <Section>
          <Heading as="h2" className="hs-accent" style={blockHeading}>
            {node.heading}
          </Heading>
          {node.episode.imageUrl ? (
            <Link href={node.episode.url}>
              <Img
                src={node.episode.imageUrl}
                alt={node.episode.title}
                width={EMAIL_CONTENT_WIDTH}
                style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: '6px', margin: '0 0 12px' }}
              />
            </Link>
          ) : null}
          <Text className="hs-muted" style={small}>
            {episodeNumberLabel(node.episode.episodeNumber)}
          </Text>
          <Heading
            as="h3"
            className="hs-text"
            style={{ color: EMAIL_COLORS.text, fontFamily: EMAIL_DISPLAY, fontSize: '20px', lineHeight: '1.3', margin: '4px 0 8px' }}
          >
            <Link className="hs-accent" href={node.episode.url} style={link}>
              {node.episode.title}
            </Link>
          </Heading>
          <Text className="hs-text" style={text}>
            {node.episode.summary}
          </Text>
          <Button
            href={node.episode.url}
            style={{
              backgroundColor: EMAIL_COLORS.accent,
              color: EMAIL_COLORS.buttonText,
              fontFamily: EMAIL_SANS,
              fontWeight: 700,
              fontSize: '15px',
              padding: '10px 18px',
              borderRadius: '6px',
            }}
          >
            {ISSUE_TEXTS.listen}
          </Button>
        </Section>
      )
    case 'changelog':
      return (
        <Section>
          <Heading as="h2" className="hs-accent" style={blockHeading}>
            {node.heading}
          </Heading>
          {node.entries.map((entry) => (
            <Section key={entry.id} style={{ margin: '0 0 12px' }}>
              <Text className="hs-text" style={{ ...text, margin: '0 0 2px' }}>
                <strong>{entry.title}</strong>
                {entry.version ? ` (${entry.version})` : ''}
              </Text>
              <Text className="hs-muted" style={{ ...small, fontSize: '14px' }}>
                {`${labelFor(entry.type)}: ${entry.description}`}
              </Text>
            </Section>
          ))}
          <Text className="hs-muted" style={{ ...small, margin: '8px 0 0' }}>
            <Link className="hs-accent" href={node.changelogUrl} style={link}>
              {ISSUE_TEXTS.allChanges}
            </Link>
          </Text>
        </Section>
      )
  }
}

export interface IssueEmailProps {
  subject: string
  preheader: string
  webUrl: string
  nodes: IssueNode[]
  footer: EmailFooter
}

/** A newsletter issue as an e-mail: its subject as the headline, then the body's content nodes. */
export function IssueEmail({ subject, preheader, webUrl, nodes, footer }: IssueEmailProps) {
  return (
    <EmailLayout title={subject} preheader={preheader} webUrl={webUrl} footer={footer}>
      <Heading
        as="h1"
        className="hs-text"
        style={{
          color: EMAIL_COLORS.text,
          fontFamily: EMAIL_DISPLAY,
          fontWeight: 800,
          fontSize: '30px',
          lineHeight: '1.2',
          margin: '0 0 20px',
        }}
      >
        {subject}
      </Heading>
      {nodes.map((node, index) => (
        <Block key={index} node={node} />
      ))}
      <Hr className="hs-rule" style={{ borderColor: EMAIL_COLORS.rule, margin: '32px 0 0' }} />
      <Text className="hs-text" style={{ ...small, margin: '16px 0 0' }}>
        <Link className="hs-accent" href={webUrl} style={link}>
          {ISSUE_TEXTS.webVersionShare}
        </Link>
      </Text>
    </EmailLayout>
  )
}
