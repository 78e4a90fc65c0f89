'use client'

import Image from 'next/image'
import { useState } from 'react'

/** A card photo that removes itself when it cannot load: a broken image hides its block, not the card. */
export function CardImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  return (
    <div className="card-image">
      <Image
        src={src}
        alt={alt}
        width={600}
        height={450}
        sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw"
        className="h-auto w-full"
        onError={() => setFailed(true)}
      />
    </div>
  )
}
