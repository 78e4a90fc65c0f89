import { Fragment, type ReactNode } from 'react'
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import { NEWSLETTER_NAME, SITE_NAME } from '../../site/constants'
import { DARK_MODE_CSS, EMAIL_COLORS, EMAIL_DISPLAY, EMAIL_FONT, EMAIL_SANS } from './theme'

export interface EmailFooter {
  /** Why the reader gets this message. */
  reason: string
  /** The way out; a staff alert has none (it goes to every staff account while it is one). */
  unsubscribe?: { url: string; label: string }
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
 * One frame for every e-mail the site sends: the preheader, a link to the web version, the masthead
 * (the site's wordmark on its smoke ground, as in the header and on the share cards), the content,
 * and the footer with the unsubscribe link and the sender's postal address. React Email lays
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
            style={{
              backgroundColor: EMAIL_COLORS.masthead,
              color: EMAIL_COLORS.mastheadText,
              padding: '20px 24px 18px',
              borderRadius: '8px 8px 0 0',
              borderBottom: `4px solid ${EMAIL_COLORS.accent}`,
            }}
          >
            <Text
              style={{
                color: EMAIL_COLORS.mastheadText,
                fontFamily: EMAIL_DISPLAY,
                fontSize: '28px',
                fontWeight: 800,
                letterSpacing: '-0.5px',
                lineHeight: '32px',
                margin: 0,
              }}
            >
              {SITE_NAME}
              <span style={{ color: EMAIL_COLORS.mastheadAccent }}>.</span>
            </Text>
            <Text
              style={{
                color: EMAIL_COLORS.mastheadAccent,
                fontFamily: EMAIL_SANS,
                fontSize: '12px',
                fontWeight: 600,
                letterSpacing: '3px',
                lineHeight: '18px',
                textTransform: 'uppercase',
                margin: '6px 0 0',
              }}
            >
              {NEWSLETTER_NAME}
            </Text>
          </Section>
          <Section
            className="hs-card"
            style={{
              backgroundColor: EMAIL_COLORS.card,
              color: EMAIL_COLORS.text,
              padding: '32px 24px',
              borderRadius: '0 0 8px 8px',
              fontFamily: EMAIL_FONT,
            }}
          >
            {children}
            <Hr className="hs-rule" style={{ borderColor: EMAIL_COLORS.rule, margin: '32px 0 16px' }} />
            <Text className="hs-muted" style={muted}>
              {footer.reason}
              {footer.unsubscribe ? (
                <>
                  {' '}
                  <Link
                    className="hs-muted"
                    href={footer.unsubscribe.url}
                    style={{ color: EMAIL_COLORS.muted, textDecoration: 'underline' }}
                  >
                    {footer.unsubscribe.label}
                  </Link>
                  .
                </>
              ) : null}
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
