import { ANIMATED_BACKGROUND_SCALE, type GradientLayer, type PostBackground } from './backgrounds'

/** Post size of the guidelines on /cloud-assets: square, 1080 x 1080 px. */
export const POST_SIZE = 1080

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** Start and end of a CSS linear gradient's line in `box` (the CSS Images spec's gradient-line length). */
export function linearGradientLine(angle: number, box: Box): [number, number, number, number] {
  const radians = (angle * Math.PI) / 180
  const dx = Math.sin(radians)
  const dy = -Math.cos(radians)
  const half = (Math.abs(box.width * dx) + Math.abs(box.height * dy)) / 2
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  return [cx - dx * half, cy - dy * half, cx + dx * half, cy + dy * half]
}

/** Centre and radius of a CSS `circle at x y` radial gradient (farthest-corner) in `box`. */
export function radialGradientCircle(x: number, y: number, box: Box): [number, number, number] {
  const cx = box.x + box.width * x
  const cy = box.y + box.height * y
  const corners = [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height],
  ] as const
  return [cx, cy, Math.max(...corners.map(([px, py]) => Math.hypot(px - cx, py - cy)))]
}

/**
 * Where the gradient image sits on the post: the post itself for a static background; for an animated
 * one its first frame (300% size at background-position 0% 50%, as `.cloud-drift` draws it).
 */
export function backgroundBox(background: PostBackground, size: number): Box {
  if (background.kind === 'static') return { x: 0, y: 0, width: size, height: size }
  const scaled = size * ANIMATED_BACKGROUND_SCALE
  return { x: 0, y: (size - scaled) / 2, width: scaled, height: scaled }
}

function paintLayer(context: CanvasRenderingContext2D, layer: GradientLayer, box: Box, size: number) {
  const gradient =
    layer.type === 'linear'
      ? context.createLinearGradient(...linearGradientLine(layer.angle, box))
      : (() => {
          const [cx, cy, radius] = radialGradientCircle(layer.x, layer.y, box)
          return context.createRadialGradient(cx, cy, 0, cx, cy, radius)
        })()
  for (const [color, at] of layer.stops) gradient.addColorStop(at, color)
  context.fillStyle = gradient
  context.fillRect(0, 0, size, size)
}

/** Draws a background as a square PNG in the browser (the page's CSS preview, pixel for pixel in intent). */
export async function renderBackgroundPng(background: PostBackground, size = POST_SIZE): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas is not available in this browser')
  const box = backgroundBox(background, size)
  // CSS lists the top layer first; a canvas paints bottom-up.
  for (const layer of [...background.layers].reverse()) paintLayer(context, layer, box, size)
  return await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  )
}
