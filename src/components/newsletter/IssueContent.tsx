import type { ReactNode } from 'react'
import { secondaryButton } from '@/components/ui/button-classes'
import { labelFor } from '@/lib/forms/options'
import { episodeNumberLabel } from '@/lib/podcast/format'
import { FLAMES_MAX } from '@/lib/submissions/options'
import type { IssueInline, IssueNode } from '@/lib/newsletter/issue-content'
import { ISSUE_TEXTS } from '@/lib/newsletter/issue-texts'

/** Site-relative form of our own absolute URLs, so links on the page stay on the origin it is served from. */
const onSite = (url: string, origin: string) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : url)

function Inline({ nodes, origin }: { nodes: IssueInline[]; origin: string }): ReactNode {
  return nodes.map((node, index) => {
    if (node.type === 'break') return <br key={index} />
    if (node.type === 'link')
      return (
        <a key={index} href={onSite(node.url, origin)} className="text-ember-700 font-medium underline dark:text-ember-300">
          <Inline nodes={node.children} origin={origin} />
        </a>
      )
    let content: ReactNode = node.text
    if (node.code) content = <code className="rounded bg-stone-100 px-1 dark:bg-smoke-800">{content}</code>
    if (node.bold) content = <strong>{content}</strong>
    if (node.italic) content = <em>{content}</em>
    if (node.underline) content = <u>{content}</u>
    if (node.strikethrough) content = <s>{content}</s>
    return <span key={index}>{content}</span>
  })
}

const blockHeading = 'mt-12 mb-4 text-sm font-semibold tracking-[0.2em] text-ember-700 uppercase dark:text-ember-400'

function Block({ node, origin }: { node: IssueNode; origin: string }): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return (
        <p className="mb-5 text-lg leading-relaxed text-stone-800 dark:text-stone-200">
          <Inline nodes={node.children} origin={origin} />
        </p>
      )
    case 'heading': {
      const Tag = `h${node.level}` as const
      const size = node.level === 2 ? 'text-2xl sm:text-3xl' : node.level === 3 ? 'text-xl sm:text-2xl' : 'text-lg'
      return (
        <Tag className={`mt-10 mb-4 font-display font-bold ${size}`}>
          <Inline nodes={node.children} origin={origin} />
        </Tag>
      )
    }
    case 'quote':
      return (
        <blockquote className="mb-5 border-l-4 border-ember-500 bg-stone-100 px-5 py-3 text-lg italic dark:bg-smoke-900">
          <Inline nodes={node.children} origin={origin} />
        </blockquote>
      )
    case 'list': {
      const items = node.items.map((item, index) => (
        <li key={index} className="mb-2">
          <Inline nodes={item} origin={origin} />
        </li>
      ))
      const className = `mb-5 pl-6 text-lg text-stone-800 dark:text-stone-200 ${node.ordered ? 'list-decimal' : 'list-disc'}`
      return node.ordered ? <ol className={className}>{items}</ol> : <ul className={className}>{items}</ul>
    }
    case 'rule':
      return <hr className="my-8 border-stone-200 dark:border-smoke-700" />
    case 'image':
      return (
        // Our own media at its stored size; next/image would re-encode what the e-mail shows as is.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={onSite(node.src, origin)}
          alt={node.alt}
          width={node.width ?? undefined}
          height={node.height ?? undefined}
          loading="lazy"
          className="mb-5 h-auto w-full rounded-xl"
        />
      )
    case 'finds':
      return (
        <section>
          <h2 className={blockHeading}>{node.heading}</h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {node.finds.map((find) => (
              <li key={find.id} className="flex gap-4 rounded-xl border border-stone-200 p-3 dark:border-smoke-700">
                {find.imageUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={onSite(find.imageUrl, origin)}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="h-20 w-20 rounded-lg object-cover"
                  />
                ) : null}
                <div>
                  <a href={onSite(find.url, origin)} className="text-ember-700 font-semibold underline dark:text-ember-300">
                    {find.name}
                  </a>
                  <p className="text-sm text-stone-600 dark:text-stone-400">{`${labelFor(find.category)} · ${find.flames}/${FLAMES_MAX} flames`}</p>
                  <p className="text-sm text-stone-600 dark:text-stone-400">{`${ISSUE_TEXTS.sharedBy} ${find.submittedBy} · ${find.location}`}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )
    case 'episode':
      return (
        <section>
          <h2 className={blockHeading}>{node.heading}</h2>
          <div className="rounded-xl border border-stone-200 p-4 dark:border-smoke-700">
            {node.episode.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={onSite(node.episode.imageUrl, origin)}
                alt=""
                loading="lazy"
                className="mb-4 aspect-video w-full rounded-lg object-cover"
              />
            ) : null}
            <p className="text-sm font-semibold tracking-[0.2em] text-stone-600 uppercase dark:text-stone-400">
              {episodeNumberLabel(node.episode.episodeNumber)}
            </p>
            <h3 className="mt-1 font-display text-xl font-bold">{node.episode.title}</h3>
            <p className="mt-2 text-stone-700 dark:text-stone-300">{node.episode.summary}</p>
            <a href={onSite(node.episode.url, origin)} className={`${secondaryButton} mt-4`}>
              {ISSUE_TEXTS.listen}
            </a>
          </div>
        </section>
      )
    case 'changelog':
      return (
        <section>
          <h2 className={blockHeading}>{node.heading}</h2>
          <ul className="space-y-3">
            {node.entries.map((entry) => (
              <li key={entry.id}>
                <p className="font-semibold">
                  {entry.title}
                  {entry.version ? <span className="font-normal text-stone-600 dark:text-stone-400">{` (${entry.version})`}</span> : null}
                </p>
                <p className="text-stone-700 dark:text-stone-300">{`${labelFor(entry.type)}: ${entry.description}`}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <a href={onSite(node.changelogUrl, origin)} className="text-ember-700 underline dark:text-ember-300">
              {ISSUE_TEXTS.allChanges}
            </a>
          </p>
        </section>
      )
  }
}

/** An issue's content on its web page: the same nodes the e-mail renders, in the site's look. */
export function IssueContent({ nodes, origin }: { nodes: IssueNode[]; origin: string }) {
  return (
    <div>
      {nodes.map((node, index) => (
        <Block key={index} node={node} origin={origin} />
      ))}
    </div>
  )
}
