/** Daily post backgrounds, drawn with CSS gradients so they scale to any post size without image files. */
export interface PostBackground {
  id: string
  name: string
  kind: 'static' | 'animated'
  description: string
  style: { backgroundImage: string }
}

export const POST_BACKGROUNDS: PostBackground[] = [
  {
    id: 'ember-haze',
    name: 'Ember Haze',
    kind: 'static',
    description: 'Warm glow rising out of smoke. The default for daily drops.',
    style: { backgroundImage: 'radial-gradient(circle at 25% 20%, #ea580c 0%, rgba(234,88,12,0) 55%), radial-gradient(circle at 80% 90%, #7c2d12 0%, rgba(124,45,18,0) 50%), linear-gradient(160deg, #1c221f, #0b0d0c)' },
  },
  {
    id: 'leaf-fog',
    name: 'Leaf Fog',
    kind: 'static',
    description: 'Deep green haze for strain spotlights and grow notes.',
    style: { backgroundImage: 'radial-gradient(circle at 70% 25%, #22c55e 0%, rgba(34,197,94,0) 50%), radial-gradient(circle at 15% 85%, #14532d 0%, rgba(20,83,45,0) 55%), linear-gradient(200deg, #121614, #0b0d0c)' },
  },
  {
    id: 'smoke-signal',
    name: 'Smoke Signal',
    kind: 'static',
    description: 'Quiet charcoal with a thin ember horizon. For text-heavy posts and quotes.',
    style: { backgroundImage: 'linear-gradient(180deg, #0b0d0c 0%, #1c221f 62%, #f97316 63%, #1c221f 64%, #0b0d0c 100%)' },
  },
  {
    id: 'golden-hour',
    name: 'Golden Hour',
    kind: 'static',
    description: 'Soft amber to rose. For weekend sessions and community shout-outs.',
    style: { backgroundImage: 'linear-gradient(135deg, #fdba74 0%, #fb923c 35%, #be185d 100%)' },
  },
  {
    id: 'slow-burn',
    name: 'Slow Burn',
    kind: 'animated',
    description: 'Ember and smoke drifting side to side. For announcements and stories.',
    style: { backgroundImage: 'linear-gradient(120deg, #0b0d0c, #ea580c, #2a322e, #f97316, #0b0d0c)' },
  },
  {
    id: 'terp-cloud',
    name: 'Terp Cloud',
    kind: 'animated',
    description: 'Leaf green rolling into ember. For The Cloud highlights and new strains.',
    style: { backgroundImage: 'linear-gradient(120deg, #14532d, #22c55e, #1c221f, #fb923c, #14532d)' },
  },
]

export const backgroundPath = (background: PostBackground) => `/cloud-assets#${background.id}`
