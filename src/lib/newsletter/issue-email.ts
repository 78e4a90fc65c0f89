import type { Payload } from 'payload'
import type { NewsletterIssue } from '@/payload-types'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'

/**
 * An issue is rendered once per send and personalised per recipient by plain string replacement, so a
 * 20,000-recipient send does not render 20,000 times. The token stands where each recipient's own
 * unsubscribe page goes; it needs no escaping in HTML attributes or text.
 */
export const UNSUBSCRIBE_URL_TOKEN = '__HEADSTASH_UNSUBSCRIBE_URL__'

export interface IssueEmailTemplate {
  subject: string
  preheader: string
  html: string
  text: string
  /** The issue's public web version, linked from every message. */
  webUrl: string
}

export const issueWebPath = (slug: string): string => `/newsletter/${slug}`

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Interim rendering (subject, preheader, web link, footer); the issue body's rendering replaces it. */
export async function renderIssueEmail(_payload: Payload, issue: NewsletterIssue): Promise<IssueEmailTemplate> {
  const webUrl = `${publicOrigin()}${issueWebPath(issue.slug)}`
  const preheader = issue.preheader ?? ''
  const text = [issue.subject, preheader, `Read it on the web: ${webUrl}`, '-- ', `Unsubscribe: ${UNSUBSCRIBE_URL_TOKEN}`]
    .filter(Boolean)
    .join('\n\n')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(issue.subject)}</title></head><body><h1>${escapeHtml(issue.subject)}</h1><p>${escapeHtml(preheader)}</p><p><a href="${escapeHtml(webUrl)}">Read it on the web</a></p><p><a href="${UNSUBSCRIBE_URL_TOKEN}">Unsubscribe</a></p></body></html>`
  return { subject: issue.subject, preheader, html, text, webUrl }
}

export function personaliseIssueEmail(template: IssueEmailTemplate, unsubscribePage: string): { html: string; text: string } {
  return {
    html: template.html.replaceAll(UNSUBSCRIBE_URL_TOKEN, escapeHtml(unsubscribePage)),
    text: template.text.replaceAll(UNSUBSCRIBE_URL_TOKEN, unsubscribePage),
  }
}
