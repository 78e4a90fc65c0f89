'use client'

import type React from 'react'

/**
 * A photo of the home page, drawn on the client side of the RSC boundary. React preloads every eager
 * <img> a server component renders from wherever its payload is read: the home page's own HTML (wanted),
 * but also the payload Next prefetches when a link to the home page comes into view on any other page,
 * which made every page download the home page's photos, the first two at high priority, while it was
 * still loading its own. A client component's <img> is preloaded by the HTML of its own page only.
 * Plain <img>, not next/image: the pictures are already card-sized, and next/image would add its client code.
 */
export function HomePhoto({ alt, ...props }: Omit<React.ImgHTMLAttributes<HTMLImageElement>, 'children'> & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- see above
  return <img alt={alt} {...props} />
}
