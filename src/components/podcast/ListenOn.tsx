import { feedPath, type PodcastBasePath } from '@/lib/podcast/paths'
import { type PodcastSettings, readPodcastSettings } from '@/lib/podcast/feed-queries'
import { LISTEN_ON_LABELS } from '@/lib/podcast/rules'

async function configuredLinks(): Promise<PodcastSettings['listenOn']> {
  try {
    return (await readPodcastSettings()).listenOn
  } catch (error) {
    // The platform links are an extra: without settings the RSS link still stands.
    console.error('[podcast] listen-on links unavailable', error)
    return []
  }
}

/** "Listen on" links: the platforms configured in site settings, and the RSS feed (always there). */
export async function ListenOn({ basePath, tone = 'dark' }: { basePath: PodcastBasePath; tone?: 'dark' | 'light' }) {
  const links = [...(await configuredLinks()), { platform: 'rss' as const, label: LISTEN_ON_LABELS.rss, url: feedPath(basePath) }]
  const chip =
    tone === 'dark'
      ? 'border-stone-600 text-stone-100 hover:border-ember-400 hover:text-ember-300'
      : 'border-stone-300 text-stone-800 hover:border-ember-500 hover:text-ember-700 dark:border-smoke-600 dark:text-stone-200 dark:hover:text-ember-300'
  return (
    <nav aria-label="Listen on">
      <p className={`text-sm font-semibold ${tone === 'dark' ? 'text-stone-300' : 'text-stone-600 dark:text-stone-400'}`}>Listen on</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.platform}>
            <a
              href={link.url}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition ${chip}`}
              {...(link.platform === 'rss' ? { type: 'application/rss+xml' } : { rel: 'noopener noreferrer', target: '_blank' })}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
