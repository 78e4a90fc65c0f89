import { labelFor } from '../forms/options'
import { escapeXml } from '../podcast/feed'
import { episodeNumberLabel } from '../podcast/format'
import { FLAMES_MAX } from '../submissions/options'
import type { IssueInline, IssueNode } from './issue-content'
import { issueWebPath } from './issues'
import { ISSUE_ARCHIVE_PATH, ISSUE_FEED_PATH, issueDescription } from './issue-page'
import type { FeedIssue } from './issue-queries'
import { ISSUE_TEXTS } from './issue-texts'

/** Feed HTML is escaped as XML text is: the same five characters. */
const escapeHtml = escapeXml

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`

const rfc822 = (value: string | null | undefined): string | null => {
  const date = value ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? date.toUTCString() : null
}

const inlineHtml = (nodes: IssueInline[]): string =>
  nodes
    .map((node) => {
      if (node.type === 'break') return '<br/>'
      if (node.type === 'link') return `<a href="${escapeHtml(node.url)}">${inlineHtml(node.children)}</a>`
      let html = escapeHtml(node.text)
      if (node.code) html = `<code>${html}</code>`
      if (node.bold) html = `<strong>${html}</strong>`
      if (node.italic) html = `<em>${html}</em>`
      if (node.underline) html = `<u>${html}</u>`
      if (node.strikethrough) html = `<s>${html}</s>`
      return html
    })
    .join('')

const image = (src: string, alt: string, width?: number | null, height?: number | null) =>
  `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}"${width ? ` width="${width}"` : ''}${height ? ` height="${height}"` : ''}/>`

/** An issue's content as plain HTML for feed readers (no styles: readers apply their own). */
export function issueContentHtml(nodes: readonly IssueNode[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'paragraph':
          return `<p>${inlineHtml(node.children)}</p>`
        case 'heading':
          return `<h${node.level}>${inlineHtml(node.children)}</h${node.level}>`
        case 'quote':
          return `<blockquote>${inlineHtml(node.children)}</blockquote>`
        case 'list': {
          const list = node.ordered ? 'ol' : 'ul'
          return `<${list}>${node.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${list}>`
        }
        case 'rule':
          return '<hr/>'
        case 'image':
          return `<p>${image(node.src, node.alt, node.width, node.height)}</p>`
        case 'finds':
          return `<h2>${escapeHtml(node.heading)}</h2><ul>${node.finds
            .map(
              (find) =>
                `<li><a href="${escapeHtml(find.url)}">${escapeHtml(find.name)}</a>: ${escapeHtml(
                  `${labelFor(find.category)} · ${find.flames}/${FLAMES_MAX} flames · ${ISSUE_TEXTS.sharedBy} ${find.submittedBy} · ${find.location}`,
                )}</li>`,
            )
            .join('')}</ul>`
        case 'episode':
          return [
            `<h2>${escapeHtml(node.heading)}</h2>`,
            node.episode.imageUrl ? `<p>${image(node.episode.imageUrl, '')}</p>` : '',
            `<h3>${escapeHtml(`${episodeNumberLabel(node.episode.episodeNumber)}: ${node.episode.title}`)}</h3>`,
            `<p>${escapeHtml(node.episode.summary)}</p>`,
            `<p><a href="${escapeHtml(node.episode.url)}">${escapeHtml(ISSUE_TEXTS.listen)}</a></p>`,
          ].join('')
        case 'changelog':
          return `<h2>${escapeHtml(node.heading)}</h2><ul>${node.entries
            .map(
              (entry) =>
                `<li><strong>${escapeHtml(entry.title)}</strong>${entry.version ? ` (${escapeHtml(entry.version)})` : ''}: ${escapeHtml(
                  `${labelFor(entry.type)}: ${entry.description}`,
                )}</li>`,
            )
            .join('')}</ul><p><a href="${escapeHtml(node.changelogUrl)}">${escapeHtml(ISSUE_TEXTS.allChanges)}</a></p>`
      }
    })
    .join('\n')
}

/**
 * RSS 2.0 of the sent issues (given newest first), each linking to its web version; an issue given with
 * its content carries it as sent (content:encoded).
 */
export function buildIssueFeed(origin: string, issues: readonly FeedIssue[], buildDate = new Date()): string {
  const items = issues.map((issue) => {
    const url = `${origin}${issueWebPath(issue.slug)}`
    const pubDate = rfc822(issue.sentAt)
    return `<item>${[
      tag('title', issue.subject),
      tag('link', url),
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      tag('description', issueDescription(issue)),
      issue.nodes ? tag('content:encoded', issueContentHtml(issue.nodes)) : '',
      pubDate ? tag('pubDate', pubDate) : '',
    ].join('')}</item>`
  })
  const channel = [
    tag('title', ISSUE_TEXTS.feedTitle),
    tag('link', `${origin}${ISSUE_ARCHIVE_PATH}`),
    tag('description', ISSUE_TEXTS.feedDescription),
    tag('language', 'en'),
    `<atom:link href="${escapeXml(`${origin}${ISSUE_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    tag('lastBuildDate', rfc822(issues[0]?.sentAt) ?? buildDate.toUTCString()),
    tag('generator', 'Headstash'),
    ...items,
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>${channel.join('')}</channel></rss>\n`
}
