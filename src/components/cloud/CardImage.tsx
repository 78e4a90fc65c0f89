'use client'

import Image from 'next/image'
import { useState } from 'react'

/**
 * A card photo in a 4:3 frame, cropped to fill it (as on the home page's latest finds): the card has its
 * height before the photo arrives, whatever the photo's shape, so the columns do not reflow as photos load
 * and a restored scroll position (LoadMore) still points at the same card. A photo that cannot load
 * removes its frame: a broken image hides its block, not the card.
 */
export function CardImage({ src, alt }: { src: string; alt: string }) {
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
        className="h-full w-full object-cover"
        onError={() => setFailed(true)}
      />
    </div>
  )
}
