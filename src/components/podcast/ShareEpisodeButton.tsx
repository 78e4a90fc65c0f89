import { ShareButton } from '@/components/share/ShareButton'
import { SHARE_MESSAGES } from '@/lib/podcast/share'

export function ShareEpisodeButton({ title, summary }: { title: string; summary: string }) {
  return (
    <ShareButton
      label="Share Episode"
      title={title}
      text={summary}
      messages={SHARE_MESSAGES}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-stone-500 px-5 py-2 font-semibold text-stone-100 transition hover:border-ember-400 hover:text-ember-300 disabled:opacity-60"
    />
  )
}
