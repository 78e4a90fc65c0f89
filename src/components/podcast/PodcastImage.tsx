import Image from 'next/image'
import { canOptimiseImage, usableMediaSrc } from '@/lib/podcast/images'

/** The podcast's hero and episode art size: 1344x756, 16:9; layouts reserve this frame. */
export const PODCAST_IMAGE = { width: 1344, height: 756 } as const

interface PodcastImageProps {
  src: string | null | undefined
  alt: string
  /** Above the fold: loaded eagerly and with high priority. */
  priority?: boolean
  sizes?: string
  className?: string
}

/** A 16:9 podcast image, or the brand gradient when there is none, so the layout never jumps. */
export function PodcastImage({ src, alt, priority = false, sizes = '100vw', className = '' }: PodcastImageProps) {
  const usable = usableMediaSrc(src)
  if (!usable) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`aspect-video w-full bg-gradient-to-br from-leaf-500/40 via-smoke-800 to-ember-500/40 ${className}`}
      />
    )
  }
  return (
    <Image
      src={usable}
      alt={alt}
      width={PODCAST_IMAGE.width}
      height={PODCAST_IMAGE.height}
      sizes={sizes}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      unoptimized={!canOptimiseImage(usable)}
      className={`aspect-video w-full object-cover ${className}`}
    />
  )
}
