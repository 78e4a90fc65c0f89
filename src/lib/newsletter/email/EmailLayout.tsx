import { Fragment, type ReactNode } from 'react'
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import { NEWSLETTER_NAME, SITE_NAME } from '../../site/constants'
import { DARK_MODE_CSS, EMAIL_COLORS, EMAIL_FONT, EMAIL_SANS } from './theme'

export interface EmailFooter {
  /** Why the reader gets this message. */
  reason: string
  unsubscribeUrl: string
  unsubscribeLabel: string
  /** The sender's postal address, one line per line of the setting; left out when none is set. */
  postalAddress?: string | null
}

export interface EmailLayoutProps {
  title: string
  /** The line inboxes show after the subject. */
  preheader?: string
  /** The web version of this message, linked above the masthead. */
  webUrl?: string
  footer: EmailFooter
  children: ReactNode
}

export const EMAIL_TEXTS = {
  webVersion: 'Read it in your browser',
  lang: 'en',
} as const

const muted = { color: EMAIL_COLORS.muted, fontFamily: EMAIL_SANS, fontSize: '12px', lineHeight: '18px', margin: '0 0 8px' }

/**
 * One frame for every newsletter e-mail: the preheader, a link to the web version, the masthead, the
 * content, and the footer with the unsubscribe link and the sender's postal address. React Email lays
 * it out in tables with inline styles, which the common clients (Outlook included) render alike.
 */
export function EmailLayout({ title, preheader, webUrl, footer, children }: EmailLayoutProps) {
  const addressLines = (footer.postalAddress ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  return (
    <Html lang={EMAIL_TEXTS.lang} dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE_CSS}</style>
      </Head>
      {preheader ? <Preview>{preheader}</Preview> : null}
      <Body className="hs-page" style={{ backgroundColor: EMAIL_COLORS.page, color: EMAIL_COLORS.text, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '600px', width: '100%' }}>
          {webUrl ? (
            <Text className="hs-muted" style={{ ...muted, textAlign: 'center', margin: '0 0 12px' }}>
              <Link className="hs-muted" href={webUrl} style={{ color: EMAIL_COLORS.muted, textDecoration: 'underline' }}>
                {EMAIL_TEXTS.webVersion}
              </Link>
            </Text>
          ) : null}
          <Section
            className="hs-card"
            style={{
              backgroundColor: EMAIL_COLORS.card,
              color: EMAIL_COLORS.text,
              padding: '32px 24px',
              borderRadius: '8px',
              fontFamily: EMAIL_FONT,
            }}
          >
            <Text
              className="hs-accent"
              style={{
                color: EMAIL_COLORS.accent,
                fontFamily: EMAIL_SANS,
                fontSize: '13px',
                fontWeight: 700,
                letterSpacing: '3px',
                textTransform: 'uppercase',
                margin: '0 0 24px',
              }}
            >
              {`${NEWSLETTER_NAME} · ${SITE_NAME}`}
            </Text>
            {children}
            <Hr className="hs-rule" style={{ borderColor: EMAIL_COLORS.rule, margin: '32px 0 16px' }} />
            <Text className="hs-muted" style={muted}>
              {footer.reason}{' '}
              <Link className="hs-muted" href={footer.unsubscribeUrl} style={{ color: EMAIL_COLORS.muted, textDecoration: 'underline' }}>
                {footer.unsubscribeLabel}
              </Link>
              .
            </Text>
            {addressLines.length ? (
              <Text className="hs-muted" style={muted}>
                {addressLines.map((line, index) => (
                  <Fragment key={index}>
                    {index > 0 ? <br /> : null}
                    {line}
                  </Fragment>
                ))}
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
