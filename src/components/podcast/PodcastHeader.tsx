import { PODCAST_NAME } from '@/lib/site/constants'

/** Eyebrow + heading + intro shared by the podcast list pages. */
export function PodcastHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header>
      <p className="text-sm font-semibold tracking-[0.3em] text-ember-600 uppercase dark:text-ember-400">{PODCAST_NAME}</p>
      <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-stone-600 dark:text-stone-400">{intro}</p>
    </header>
  )
}
