import { Button, Text } from '@react-email/components'
import { EmailLayout, type EmailFooter } from './EmailLayout'
import { EMAIL_COLORS, EMAIL_SANS } from './theme'

export interface NoticeEmailProps {
  subject: string
  paragraphs: string[]
  action?: { label: string; url: string }
  footer: EmailFooter
}

/** A short service message (confirm, welcome): a few paragraphs and one button. */
export function NoticeEmail({ subject, paragraphs, action, footer }: NoticeEmailProps) {
  return (
    <EmailLayout title={subject} footer={footer}>
      {paragraphs.map((paragraph, index) => (
        <Text
          key={index}
          className="hs-text"
          style={{ color: EMAIL_COLORS.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' }}
        >
          {paragraph}
        </Text>
      ))}
      {action ? (
        <Button
          href={action.url}
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
          {action.label}
        </Button>
      ) : null}
    </EmailLayout>
  )
}
