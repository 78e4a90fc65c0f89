// Demo content: believable, varied and safe to load twice (each item has a natural key).
import { BUILT_IN_BRAND } from '@/lib/brand/assets'
import type { ChangelogEntry, HeadstashSubmission, PodcastEpisode, StrainEntry } from '@/payload-types'

type SubmissionSeed = Omit<HeadstashSubmission, 'id' | 'createdAt' | 'updatedAt' | 'image' | 'imageUrl'> & {
  colors: [string, string]
}

export const DEMO_SUBMISSIONS: SubmissionSeed[] = [
  {
    category: 'flower', name: 'Permanent Marker', genetics: 'hybrid', breeder: 'Seed Junky Genetics', thcContent: '29%',
    cbdContent: '3.1%', whereAcquired: 'Cookies, Melrose', flavorNotes: 'Gas, floral soap, candy', vibe: 'Euphoric',
    effects: 'Heavy eyes, giggly, body melt', flames: 5, submittedBy: 'Dani R.', submitterEmail: 'dani@example.com',
    displayName: true, location: 'Los Angeles, CA', industry: 'consumer-patient', status: 'approved', colors: ['#4c1d95', '#db2777'],
  },
  {
    category: 'flower', name: 'Blue Zushi', genetics: 'indica', breeder: 'Fig Farms', thcContent: '27%', cbdContent: '2.4%',
    whereAcquired: 'Dispensary drop, Oakland', flavorNotes: 'Blueberry, fuel, pine', vibe: 'Chill',
    effects: 'Relaxed, sleepy, calm', flames: 4, submittedBy: 'Marcus T.', submitterEmail: 'marcus@example.com',
    displayName: false, location: 'Oakland, CA', industry: 'retail', role: 'Budtender', status: 'approved', colors: ['#1e3a8a', '#0ea5e9'],
  },
  {
    category: 'flower', name: 'Lemon Cherry Gelato', genetics: 'hybrid', breeder: 'Backpack Boyz', thcContent: '26%',
    cbdContent: '1.9%', whereAcquired: 'Local delivery', flavorNotes: 'Lemon zest, cherry candy', vibe: 'Energetic',
    effects: 'Uplifting, creative, focused', flames: 4, submittedBy: 'GreenThumbGia', displayName: true,
    location: 'Denver, CO', industry: 'cultivation', role: 'Head grower', status: 'approved', colors: ['#ca8a04', '#dc2626'],
  },
  {
    category: 'concentrate', name: 'Papaya Cake Live Rosin', rosinType: 'live-rosin', extractionMethod: 'solventless',
    breeder: 'Wonderbrett', thcContent: '74%', whereAcquired: 'Farmers market pop-up', flavorNotes: 'Tropical, creamy',
    vibe: 'Euphoric', effects: 'Happy, social, talkative', flames: 5, submittedBy: 'Hash Hound', submitterEmail: 'hound@example.com',
    displayName: true, location: 'Portland, OR', industry: 'brand-owner', status: 'approved', colors: ['#ea580c', '#facc15'],
  },
  {
    category: 'concentrate', name: 'Gary Payton Badder', rosinType: 'live-resin', extractionMethod: 'hydrocarbon',
    breeder: 'Powerzzzup', thcContent: '81%', whereAcquired: 'Dispensary, Detroit', flavorNotes: 'Diesel, earthy spice',
    vibe: 'Cerebral', effects: 'Thoughtful, introspective, heady', flames: 3, submittedBy: 'Nina K.', displayName: true,
    location: 'Detroit, MI', industry: 'media-content', status: 'approved', colors: ['#14532d', '#84cc16'],
  },
  {
    category: 'edible', name: 'Sour Watermelon Gummies', edibleType: 'Gummies', thcContent: '10mg each',
    whereAcquired: 'Dispensary, Phoenix', flavorNotes: 'Sour, juicy watermelon', vibe: 'Chill', effects: 'Calm, easy sleep',
    flames: 3, submittedBy: 'Ray from Tempe', displayName: true, location: 'Tempe, AZ', industry: 'consumer-patient',
    status: 'approved', colors: ['#be123c', '#22c55e'],
  },
  {
    category: 'edible', name: 'Dark Chocolate Sea Salt Bar', edibleType: 'Chocolate', thcContent: '100mg bar',
    whereAcquired: 'Craft chocolatier', flavorNotes: 'Bitter cocoa, flaky salt', vibe: 'Euphoric',
    effects: 'Giggly, warm, happy', flames: 2, submittedBy: 'Anon Taster', displayName: false, location: 'Seattle, WA',
    industry: 'investor', status: 'approved', colors: ['#451a03', '#a16207'],
  },
  {
    category: 'flower', name: 'Zoap', genetics: 'hybrid', breeder: 'Deep East', thcContent: '24%', cbdContent: '2.2%',
    whereAcquired: 'Friend of a friend', flavorNotes: 'Floral, soapy, sweet', vibe: 'Energetic',
    effects: 'Energetic, uplifted', flames: 4, submittedBy: 'Pending Pete', submitterEmail: 'pete@example.com',
    displayName: true, location: 'Sacramento, CA', industry: 'other', status: 'pending', colors: ['#7c3aed', '#f472b6'],
  },
  {
    category: 'concentrate', name: 'Ice Water Hash 90u', rosinType: 'ice-water-hash', extractionMethod: 'bubble-hash',
    breeder: 'House run', whereAcquired: 'Home wash', flavorNotes: 'Earthy, hashy', vibe: 'Chill', effects: 'Relaxed',
    flames: 4, submittedBy: 'Wash Day Will', displayName: true, location: 'Eugene, OR', industry: 'ancillary-services',
    status: 'pending', colors: ['#78350f', '#fbbf24'],
  },
  {
    category: 'edible', name: 'Mystery Brownie', edibleType: 'Baked goods', whereAcquired: 'Street fair',
    flavorNotes: 'Chalky', vibe: 'Chill', effects: 'Unclear', flames: 1, submittedBy: 'Rejected Rick', displayName: true,
    location: 'Nowhere, NV', industry: 'other', status: 'rejected', reviewNotes: 'Unverifiable source', colors: ['#3f3f46', '#71717a'],
  },
]

type StrainSeed = Omit<StrainEntry, 'id' | 'createdAt' | 'updatedAt'>

export const DEMO_STRAINS: StrainSeed[] = [
  { strainName: 'Blue Dream', strainType: 'sativa', submitterName: 'Cali Kim', submitterEmail: 'kim@example.com', description: 'Sweet berry nose with a clear, uplifting and creative head high. A daytime classic.', effects: 'Uplifting, creative, focused', thcContent: '21%', cbdContent: '0.1%', terpenes: 'Myrcene, Pinene', growInfo: 'Easy outdoors, big yields.', personalStory: 'First strain I ever grew in my backyard.' },
  { strainName: 'Granddaddy Purple', strainType: 'indica', submitterName: 'Old Head Otis', submitterEmail: 'otis@example.com', description: 'Grape and berry with a heavy body stone. Relaxed, sleepy and calm every time.', effects: 'Relaxed, sleepy', thcContent: '20%', terpenes: 'Myrcene, Caryophyllene' },
  { strainName: 'Sour Diesel', strainType: 'sativa', submitterName: 'Diesel Dee', submitterEmail: 'dee@example.com', description: 'Pungent fuel aroma with an energetic, dreamy cerebral rush that lasts.', effects: 'Energetic, focused', thcContent: '22%' },
  { strainName: 'Wedding Cake', strainType: 'hybrid', submitterName: 'Cali Kim', submitterEmail: 'kim@example.com', description: 'Vanilla frosting and pepper. Euphoric and happy, great for a social evening.', effects: 'Euphoric, happy, social', thcContent: '25%', terpenes: 'Limonene, Caryophyllene' },
  { strainName: 'Northern Lights', strainType: 'indica', submitterName: 'Nordic Nils', submitterEmail: 'nils@example.com', description: 'Earthy pine and a calm, sedating finish. The nightcap of legacy growers.', effects: 'Calm, sedating', growInfo: 'Forgiving, short flowering.' },
  { strainName: 'Jack Herer', strainType: 'sativa', submitterName: 'Hempster Hal', submitterEmail: 'hal@example.com', description: 'Spicy pine and a thoughtful, cerebral clarity. Named for the activist.', effects: 'Cerebral, thoughtful' },
  { strainName: 'Gelato 41', strainType: 'hybrid', submitterName: 'Bay Bri', submitterEmail: 'bri@example.com', description: 'Sherbet sweetness with a giggly, euphoric lift and a soft landing.', effects: 'Giggly, euphoric', thcContent: '24%' },
  { strainName: 'Durban Poison', strainType: 'sativa', submitterName: 'Diesel Dee', submitterEmail: 'dee@example.com', description: 'Anise and sweet earth. Pure energetic, focused sativa from South Africa.', effects: 'Energetic, focused' },
  { strainName: 'Purple Punch', strainType: 'indica', submitterName: 'Night Owl', submitterEmail: 'owl@example.com', description: 'Grape candy and blueberry muffin. Relaxed body, calm mind, easy sleep.', effects: 'Relaxed, sleepy' },
  { strainName: 'GSC', strainType: 'hybrid', submitterName: 'Bay Bri', submitterEmail: 'bri@example.com', description: 'Mint and sweet dough with a happy, euphoric full-body buzz.', effects: 'Happy, euphoric' },
  { strainName: 'Trainwreck', strainType: 'hybrid', submitterName: 'Old Head Otis', submitterEmail: 'otis@example.com', description: 'Lemon pepper with a fast, mental and introspective head change.', effects: 'Mental, introspective' },
  { strainName: 'Mimosa', strainType: 'hybrid', submitterName: 'Brunch Club', submitterEmail: 'brunch@example.com', description: 'Orange juice brightness. Uplifting morning smoke that keeps you moving.', effects: 'Uplifting, happy', thcContent: '19%' },
]

type EpisodeSeed = Omit<PodcastEpisode, 'id' | 'createdAt' | 'updatedAt' | 'author'> & { colors: [string, string] }

export const DEMO_EPISODES: EpisodeSeed[] = [
  {
    episodeNumber: 1, title: 'Roots: Legacy Growers on the Long Game', slug: 'ep001-roots-legacy-growers-on-the-long-game',
    shortSummary: 'Three growers who started before legalization talk craft, risk and what the culture should never trade away.',
    bulletTakeaways: ['Genetics are a family archive, not a product line', 'Small batches survive by telling their story', 'Community beats hype every harvest'],
    showNotesLinks: 'Seed library: https://example.org/seeds\nLegacy grower map: https://example.org/map',
    descriptEmbed: '<iframe src="https://share.descript.com/embed/demo-episode-1" width="640" height="360" allowfullscreen></iframe>',
    status: 'published', publishDate: '2025-09-04T16:00:00.000Z', ctaStrainArchiveUrl: '/live-stash',
    metaTitle: 'Roots: Legacy Growers on the Long Game - Herban Conversations | Headstash',
    metaDescription: 'Three growers who started before legalization talk craft, risk and what the culture should never trade away.',
    colors: ['#14532d', '#0f766e'],
  },
  {
    episodeNumber: 2, title: 'Hash Makers and the Solventless Wave', slug: 'ep002-hash-makers-and-the-solventless-wave',
    shortSummary: 'From ice water to live rosin: why solventless went from niche to the top shelf, and what it costs to do it right.',
    bulletTakeaways: ['Starting material decides everything', 'Cold chain is the whole game', 'Price follows yield, not hype', 'Fresh frozen changes flavour', 'Micron grades explained'],
    showNotesLinks: 'Washing guide: https://example.org/wash',
    status: 'published', publishDate: '2025-10-02T16:00:00.000Z', ctaStrainArchiveUrl: '/live-stash',
    metaTitle: 'Hash Makers and the Solventless Wave - Herban Conversations | Headstash',
    metaDescription: 'From ice water to live rosin: why solventless went from niche to the top shelf, and what it costs to do it right.',
    colors: ['#78350f', '#f59e0b'],
  },
  {
    episodeNumber: 3, title: 'Budtenders Speak: Behind the Counter', slug: 'ep003-budtenders-speak-behind-the-counter',
    shortSummary: 'Draft: budtenders on what customers really ask for and how menus get made.',
    bulletTakeaways: ['Draft episode'], status: 'draft', ctaStrainArchiveUrl: '/live-stash', colors: ['#1e3a8a', '#9333ea'],
  },
]

type ChangelogSeed = Omit<ChangelogEntry, 'id' | 'createdAt' | 'updatedAt' | 'author'>

export const DEMO_CHANGELOG: ChangelogSeed[] = [
  { title: 'The Cloud is live', description: 'Browse approved community finds with category and vibe filters.', type: 'feature', version: '1.0.0', isPublic: true, isNew: false, publishedAt: '2025-08-01T12:00:00.000Z' },
  { title: 'Flame rating guide', description: 'A clear 1–5 scale, from Meh to Absolute Gas, with community stats.', type: 'improvement', version: '1.1.0', isPublic: true, isNew: true, publishedAt: '2025-09-15T12:00:00.000Z' },
  { title: 'Faster image uploads', description: 'Photos are optimised on upload and load quicker on phones.', type: 'fix', version: '1.1.1', isPublic: true, isNew: true, publishedAt: '2025-10-10T12:00:00.000Z' },
  { title: 'Moderation queue rework (internal)', description: 'Reviewers get filters by status and category.', type: 'improvement', version: '1.2.0', isPublic: false, isNew: true },
]

export const DEMO_GATE = {
  name: 'Podcast home — scroll 60%',
  pagePath: '/herbanconversations',
  triggerType: 'scroll' as const,
  triggerValue: 60,
  title: 'Get Smoke Signals',
  description: 'New episodes, drops and stories every week. Tap in — it’s free.',
  priority: 1,
  showFrequency: 'once' as const,
  isActive: true,
}

export const DEMO_SEO = [
  { pageRoute: '/', title: 'Headstash — Cannabis culture, legacy-rooted since 2010', description: 'Smoke Signals weekly newsletter, The Cloud community archive and the Herban Conversations podcast. For adults 21+.', keywords: 'cannabis culture, newsletter, strains, podcast' },
  { pageRoute: '/live-stash', title: 'The Cloud — Community Stash Archive | Headstash', description: 'Approved community finds: flower, concentrates and edibles rated from Meh to Absolute Gas.', keywords: 'the cloud, stash, flower, concentrate, edible' },
]

export const DEMO_BRAND = [
  // The built-in files in /public, so the brand tab shows real images from the first run.
  { key: 'favicon', description: 'Browser tab icon', value: BUILT_IN_BRAND.favicon },
  { key: 'social-image', description: 'Default social preview (1200x630)', value: BUILT_IN_BRAND.socialImage },
]

export const DEMO_SUBSCRIBERS = ['reader.one@example.com', 'reader.two@example.com', 'lapsed.reader@example.com']
