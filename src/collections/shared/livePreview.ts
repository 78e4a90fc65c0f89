/** The two layouts the public site is designed for (as the screenshots): desktop and a small phone. */
export const LIVE_PREVIEW_BREAKPOINTS = [
  { name: 'desktop', label: 'Desktop (1280)', width: 1280, height: 800 },
  { name: 'mobile', label: 'Mobile (390)', width: 390, height: 844 },
]
