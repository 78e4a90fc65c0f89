/**
 * Daily post backgrounds, described as gradient layers (top layer first, as in CSS) so one description
 * drives both the CSS preview on /cloud-assets and the PNG export drawn on a canvas (./render.ts).
 */

/** A colour stop: any CSS colour and its position from 0 to 1 along the gradient. */
export type GradientStop = readonly [color: string, at: number]

export type GradientLayer =
  /** CSS `linear-gradient(<angle>deg, …)`: 0 points up, angles turn clockwise. */
  | { type: 'linear'; angle: number; stops: readonly GradientStop[] }
  /** CSS `radial-gradient(circle at x y, …)` sized to the farthest corner; x and y from 0 to 1. */
  | { type: 'radial'; x: number; y: number; stops: readonly GradientStop[] }

export interface PostBackground {
  id: string
  name: string
  kind: 'static' | 'animated'
  description: string
  layers: readonly GradientLayer[]
}

const even = (...colors: string[]): GradientStop[] =>
  colors.map((color, index) => [color, colors.length > 1 ? index / (colors.length - 1) : 0])

export const POST_BACKGROUNDS: readonly PostBackground[] = [
  {
    id: 'ember-haze',
    name: 'Ember Haze',
    kind: 'static',
    description: 'Warm glow rising out of smoke. The default for daily drops.',
    layers: [
      {
        type: 'radial',
        x: 0.25,
        y: 0.2,
        stops: [
          ['#ea580c', 0],
          ['rgba(234,88,12,0)', 0.55],
        ],
      },
      {
        type: 'radial',
        x: 0.8,
        y: 0.9,
        stops: [
          ['#7c2d12', 0],
          ['rgba(124,45,18,0)', 0.5],
        ],
      },
      { type: 'linear', angle: 160, stops: even('#1c221f', '#0b0d0c') },
    ],
  },
  {
    id: 'leaf-fog',
    name: 'Leaf Fog',
    kind: 'static',
    description: 'Deep green haze for strain spotlights and grow notes.',
    layers: [
      {
        type: 'radial',
        x: 0.7,
        y: 0.25,
        stops: [
          ['#22c55e', 0],
          ['rgba(34,197,94,0)', 0.5],
        ],
      },
      {
        type: 'radial',
        x: 0.15,
        y: 0.85,
        stops: [
          ['#14532d', 0],
          ['rgba(20,83,45,0)', 0.55],
        ],
      },
      { type: 'linear', angle: 200, stops: even('#121614', '#0b0d0c') },
    ],
  },
  {
    id: 'smoke-signal',
    name: 'Smoke Signal',
    kind: 'static',
    description: 'Quiet charcoal with a thin ember horizon. For text-heavy posts and quotes.',
    layers: [
      {
        type: 'linear',
        angle: 180,
        stops: [
          ['#0b0d0c', 0],
          ['#1c221f', 0.62],
          ['#f97316', 0.63],
          ['#1c221f', 0.64],
          ['#0b0d0c', 1],
        ],
      },
    ],
  },
  {
    id: 'golden-hour',
    name: 'Golden Hour',
    kind: 'static',
    description: 'Soft amber to rose. For weekend sessions and community shout-outs.',
    layers: [
      {
        type: 'linear',
        angle: 135,
        stops: [
          ['#fdba74', 0],
          ['#fb923c', 0.35],
          ['#be185d', 1],
        ],
      },
    ],
  },
  {
    id: 'slow-burn',
    name: 'Slow Burn',
    kind: 'animated',
    description: 'Ember and smoke drifting side to side. For announcements and stories.',
    layers: [{ type: 'linear', angle: 120, stops: even('#0b0d0c', '#ea580c', '#2a322e', '#f97316', '#0b0d0c') }],
  },
  {
    id: 'terp-cloud',
    name: 'Terp Cloud',
    kind: 'animated',
    description: 'Leaf green rolling into ember. For The Cloud highlights and new strains.',
    layers: [{ type: 'linear', angle: 120, stops: even('#14532d', '#22c55e', '#1c221f', '#fb923c', '#14532d') }],
  },
]

const percent = (value: number) => `${Math.round(value * 10000) / 100}%`
const stopsCss = (stops: readonly GradientStop[]) => stops.map(([color, at]) => `${color} ${percent(at)}`).join(', ')

export const layerCss = (layer: GradientLayer): string =>
  layer.type === 'linear'
    ? `linear-gradient(${layer.angle}deg, ${stopsCss(layer.stops)})`
    : `radial-gradient(circle at ${percent(layer.x)} ${percent(layer.y)}, ${stopsCss(layer.stops)})`

/** The CSS preview of a background. */
export const backgroundStyle = (background: PostBackground) => ({ backgroundImage: background.layers.map(layerCss).join(', ') })

export const backgroundPath = (background: PostBackground) => `/cloud-assets#${background.id}`

/** Animated backgrounds are drawn 3x the post size and drift (globals.css `.cloud-drift`). */
export const ANIMATED_BACKGROUND_SCALE = 3
