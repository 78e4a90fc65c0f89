'use client'

import Image from 'next/image'
import { useState } from 'react'

/**
 * A card photo in a 4:3 frame, cropped to fill it (as on the home page's latest finds): the card has its
 * height before the photo arrives, whatever the photo's shape, so the columns do not reflow as photos load
 * and a restored scroll position (LoadMore) still points at the same card. A photo that cannot load
 * removes its frame: a broken image hides its block, not the card. `priority` is for the photo a phone
 * shows first (usually the page's largest paint): preloaded from the document's head and fetched before
 * the scripts, instead of waiting for layout to find it in view.
 */
export function CardImage({ src, alt, priority = false }: { src: string; alt: string; priority?: boolean }) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  return (
    <div className="card-image aspect-[4/3]">
      <Image
        src={src}
        alt={alt}
        width={600}
        height={450}
        sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw"
        preload={priority}
        fetchPriority={priority ? 'high' : undefined}
        className="h-full w-full object-cover"
        onError={() => setFailed(true)}
      />
    </div>
  )
}
