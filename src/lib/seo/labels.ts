export const SEO_FIELD_LABELS = {
  pageRoute: 'Page route',
  title: 'Page title',
  description: 'Meta description',
  keywords: 'Keywords',
  ogTitle: 'Social title',
  ogDescription: 'Social description',
  ogImage: 'Social image (URL)',
  twitterCard: 'X/Twitter card',
  canonical: 'Canonical URL',
  robotsDirective: 'Robots',
  structuredData: 'Structured data (JSON-LD)',
  isActive: 'Active',
} as const
