// Demo content: believable, varied and safe to load twice (each item has a natural key).
import { BUILT_IN_BRAND } from '@/lib/brand/assets'
import type { ChangelogEntry, HeadstashSubmission, PodcastEpisode, StrainEntry } from '@/payload-types'

type SubmissionSeed = Omit<HeadstashSubmission, 'id' | 'createdAt' | 'updatedAt' | 'image' | 'imageUrl'> & {
  colors: [string, string]
}

type Industry = HeadstashSubmission['industry']
type Vibe = 'chill' | 'euphoric' | 'energetic' | 'cerebral' | 'creative' | 'sleepy'

const flower = (name: string, genetics: 'indica' | 'sativa' | 'hybrid', breeder: string, thc: string, terps: string, flavorNotes: string, vibe: Vibe, effects: string, flames: number, who: [string, boolean], place: [string, string], industry: Industry, colors: [string, string]): SubmissionSeed => ({
  category: 'flower', name, genetics, breeder, thcContent: thc, cbdContent: terps, flavorNotes, vibe, effects, flames,
  submittedBy: who[0], displayName: who[1], whereAcquired: place[0], location: place[1], industry, status: 'approved', colors,
})
const concentrate = (name: string, rosinType: HeadstashSubmission['rosinType'], extractionMethod: HeadstashSubmission['extractionMethod'], breeder: string, thc: string, flavorNotes: string, vibe: Vibe, effects: string, flames: number, who: [string, boolean], place: [string, string], industry: Industry, colors: [string, string]): SubmissionSeed => ({
  category: 'concentrate', name, rosinType, extractionMethod, breeder, thcContent: thc, flavorNotes, vibe, effects, flames,
  submittedBy: who[0], displayName: who[1], whereAcquired: place[0], location: place[1], industry, status: 'approved', colors,
})
// Edibles here never carry the "energetic" vibe: tests/e2e/pages.spec.ts expects edible + Energetic to be empty.
const edible = (name: string, edibleType: string, thc: string, flavorNotes: string, vibe: Exclude<Vibe, 'energetic'>, effects: string, flames: number, who: [string, boolean], place: [string, string], industry: Industry, colors: [string, string]): SubmissionSeed => ({
  category: 'edible', name, edibleType, thcContent: thc, flavorNotes, vibe, effects, flames,
  submittedBy: who[0], displayName: who[1], whereAcquired: place[0], location: place[1], industry, status: 'approved', colors,
})

/**
 * The archive's back catalogue, enough to page through (The Cloud shows 24 a page). Seeded before the
 * featured finds below, so those stay the newest and open the first page, as the e2e tests expect.
 */
const ARCHIVE_FINDS: SubmissionSeed[] = [
  flower('Apple Fritter', 'hybrid', 'Lumpy’s', '28%', '2.6%', 'Baked apple, sweet dough, a little pepper', 'euphoric', 'Warm, talkative, hungry', 4, ['Chef Lo', true], ['Menu pick, Sacramento', 'Sacramento, CA'], 'retail', ['#7c2d12', '#f59e0b']),
  concentrate('Guava Hash Rosin', 'hash-rosin', 'solventless', 'Dank Duck', '71%', 'Ripe guava, sour candy', 'creative', 'Clear, creative, chatty', 5, ['Rosin Rae', true], ['Drop day at the shop', 'Bend, OR'], 'brand-owner', ['#be185d', '#fb923c']),
  edible('Mango Chili Gummies', 'Gummies', '5mg each', 'Mango, tajín heat', 'euphoric', 'Giggly, social, light body', 4, ['Lupe G.', true], ['Dispensary, Tucson', 'Tucson, AZ'], 'consumer-patient', ['#ea580c', '#dc2626']),
  flower('Garlic Cookies', 'indica', 'Capulator', '27%', '3.4%', 'Garlic, onion, diesel funk', 'sleepy', 'Couch-lock, heavy, hungry', 4, ['Funk Fiend', true], ['Delivery, Las Vegas', 'Las Vegas, NV'], 'consumer-patient', ['#3f6212', '#a3e635']),
  flower('Super Lemon Haze', 'sativa', 'Green House Seeds', '22%', '2.1%', 'Lemon peel, sweet citrus', 'energetic', 'Uplifting, chatty, focused', 3, ['Hazy Hannah', true], ['Farmers market stand', 'Eugene, OR'], 'cultivation', ['#facc15', '#65a30d']),
  concentrate('Strawberry Banana Live Resin', 'live-resin', 'hydrocarbon', 'Bay Area Seeds', '78%', 'Strawberry milk, ripe banana', 'chill', 'Mellow, relaxed, content', 3, ['Saucy Sam', false], ['Dispensary, Ann Arbor', 'Ann Arbor, MI'], 'retail', ['#db2777', '#fde047']),
  edible('Honey Lavender Tea', 'Beverage', '10mg a bag', 'Floral lavender, wildflower honey', 'sleepy', 'Calm, drowsy, easy sleep', 4, ['Tea Tilly', true], ['Craft apothecary', 'Asheville, NC'], 'ancillary-services', ['#6d28d9', '#f0abfc']),
  flower('Jealousy', 'hybrid', 'Seed Junky Genetics', '30%', '2.9%', 'Sherbet, gas, creamy', 'euphoric', 'Happy, loose, creative', 5, ['Nico P.', true], ['Cookies, San Diego', 'San Diego, CA'], 'media-content', ['#0f766e', '#a855f7']),
  flower('Pink Runtz', 'hybrid', 'Runtz', '25%', '1.8%', 'Fruity cereal, candy', 'euphoric', 'Giggly, light, social', 2, ['Candy Crew', false], ['Friend’s jar', 'Boston, MA'], 'other', ['#ec4899', '#fbcfe8']),
  concentrate('Blueberry Muffin Badder', 'bho', 'bho', 'Cannarado', '76%', 'Blueberry, vanilla crumb', 'chill', 'Relaxed, cosy, calm', 4, ['Dabby Deb', true], ['Dispensary, Denver', 'Denver, CO'], 'consumer-patient', ['#1d4ed8', '#c4b5fd']),
  edible('Salted Caramel Chews', 'Caramels', '5mg each', 'Burnt sugar, sea salt', 'chill', 'Calm, content, slow', 3, ['Sweet Tooth Tom', true], ['Dispensary, Providence', 'Providence, RI'], 'consumer-patient', ['#92400e', '#fcd34d']),
  flower('Tropicana Cookies', 'sativa', 'Oni Seed Co', '24%', '2.2%', 'Orange soda, tangerine peel', 'creative', 'Bright, creative, focused', 4, ['Oni Fan Olu', true], ['Dispensary, Chicago', 'Chicago, IL'], 'retail', ['#f97316', '#22c55e']),
  flower('GMO', 'indica', 'Mamiko Seeds', '29%', '3.0%', 'Garlic, mushroom, gas', 'sleepy', 'Heavy body, sleepy, hungry', 5, ['Night Shift Nat', true], ['Dispensary, Tulsa', 'Tulsa, OK'], 'cultivation', ['#1c1917', '#65a30d']),
  concentrate('Lemon Tree Diamonds', 'distillate', 'hydrocarbon', 'Lemon Tree', '89%', 'Lemon-lime soda, pine', 'energetic', 'Racy, alert, talkative', 2, ['Crystal C.', false], ['Dispensary, Phoenix', 'Phoenix, AZ'], 'investor', ['#84cc16', '#fef08a']),
  edible('Peanut Butter Cups', 'Chocolate', '20mg each', 'Roasted peanut, milk chocolate', 'euphoric', 'Warm, giggly, relaxed', 5, ['PB Paula', true], ['Dispensary, Kansas City', 'Kansas City, MO'], 'consumer-patient', ['#78350f', '#d97706']),
  flower('Runtz Muffin', 'hybrid', 'Cookies', '26%', '2.0%', 'Berry muffin, candy', 'chill', 'Relaxed, happy, content', 3, ['Muffin Mo', true], ['Cookies, Detroit', 'Detroit, MI'], 'retail', ['#7e22ce', '#f9a8d4']),
  flower('Cereal Milk', 'hybrid', 'Cookies x Powerzzzup', '23%', '1.7%', 'Sweet cream, fruity cereal', 'cerebral', 'Clear, thoughtful, calm', 3, ['Spoon Sasha', true], ['Dispensary, Albuquerque', 'Albuquerque, NM'], 'media-content', ['#e2e8f0', '#60a5fa']),
  concentrate('Black Cherry Punch Hash', 'ice-water-hash', 'bubble-hash', 'Symbiotic Genetics', '58%', 'Black cherry, hashy spice', 'cerebral', 'Introspective, calm, heady', 4, ['Bubble Bo', true], ['Home wash, shared', 'Missoula, MT'], 'cultivation', ['#4c0519', '#e11d48']),
  edible('Raspberry Rosin Gummies', 'Gummies', '10mg each', 'Tart raspberry', 'creative', 'Clear, creative, uplifted', 5, ['Kara in Portland', true], ['Dispensary, Portland', 'Portland, ME'], 'brand-owner', ['#be123c', '#fda4af']),
  flower('Pineapple Express', 'sativa', 'G13 Labs', '21%', '1.5%', 'Pineapple, cedar', 'energetic', 'Uplifting, giggly, active', 3, ['Movie Night Mia', true], ['Dispensary, Anchorage', 'Anchorage, AK'], 'consumer-patient', ['#eab308', '#16a34a']),
  flower('Biscotti', 'indica', 'Cookies', '25%', '2.5%', 'Sweet cookie, diesel, coffee', 'chill', 'Relaxed, calm, steady', 4, ['Barista Ben', false], ['Cookies, Seattle', 'Seattle, WA'], 'retail', ['#57534e', '#d6d3d1']),
  concentrate('Sherbanger Cold Cure', 'live-rosin', 'solventless', 'Wizard Trees', '69%', 'Orange sherbet, kush', 'euphoric', 'Happy, floaty, social', 5, ['Cold Cure Cal', true], ['Pop-up, Los Angeles', 'Los Angeles, CA'], 'brand-owner', ['#f97316', '#fdba74']),
  edible('Ginger Lime Mints', 'Mints', '2.5mg each', 'Ginger snap, lime zest', 'cerebral', 'Light, clear, focused', 2, ['Microdose Max', true], ['Dispensary, Burlington', 'Burlington, VT'], 'other', ['#15803d', '#bef264']),
  flower('Gushers', 'hybrid', 'Cookies', '27%', '2.3%', 'Tropical fruit snack, sour citrus', 'creative', 'Zippy, creative, talkative', 3, ['Lemon Lenny', true], ['Dispensary, Reno', 'Reno, NV'], 'retail', ['#a16207', '#fde68a']),
]

/** The featured finds, each named by tests: keep their names, order and fields. */
const FEATURED_FINDS: SubmissionSeed[] = [
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

export const DEMO_SUBMISSIONS: SubmissionSeed[] = [...ARCHIVE_FINDS, ...FEATURED_FINDS]

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
  {
    episodeNumber: 4, title: 'Terpenes, Not Percentages', slug: 'ep004-terpenes-not-percentages',
    shortSummary: 'A lab chemist and a veteran budtender on why the THC number on the jar says so little, and what your nose already knows.',
    bulletTakeaways: ['High THC is not the same as strong', 'Myrcene, limonene and caryophyllene in plain words', 'Smell the jar before you read the label', 'Fresh cure beats a bigger number'],
    showNotesLinks: 'Terpene primer: https://example.org/terpenes\nHow labs test potency: https://example.org/lab-testing',
    status: 'published', publishDate: '2025-10-30T16:00:00.000Z', ctaStrainArchiveUrl: '/live-stash',
    metaTitle: 'Terpenes, Not Percentages - Herban Conversations | Headstash',
    metaDescription: 'Why the THC number on the jar says so little, and what your nose already knows.',
    colors: ['#365314', '#ca8a04'],
  },
  {
    episodeNumber: 5, title: 'Edibles Without the Horror Stories', slug: 'ep005-edibles-without-the-horror-stories',
    shortSummary: 'Dosing, timing and the 2.5 mg revolution: a chocolatier and a nurse on making edibles predictable and pleasant.',
    bulletTakeaways: ['Start low, wait two hours', 'Fat carries the cannabinoids', 'Microdoses are a category, not a compromise', 'Label every batch at home'],
    showNotesLinks: 'Dosing chart: https://example.org/dosing\nKitchen decarb guide: https://example.org/decarb',
    status: 'published', publishDate: '2025-11-13T16:00:00.000Z', ctaStrainArchiveUrl: '/live-stash',
    metaTitle: 'Edibles Without the Horror Stories - Herban Conversations | Headstash',
    metaDescription: 'Dosing, timing and microdoses: making edibles predictable and pleasant.',
    colors: ['#7c2d12', '#db2777'],
  },
  {
    episodeNumber: 6, title: 'The Cloud Turns One: What You Rated', slug: 'ep006-the-cloud-turns-one-what-you-rated',
    shortSummary: 'We read through a year of community finds: the Absolute Gas, the honest Mehs and the places that keep showing up.',
    bulletTakeaways: ['Solventless tops the flame charts', 'Edibles get the most honest reviews', 'Small shops outscore the big chains', 'Your vibes, counted'],
    showNotesLinks: 'Year-one numbers: https://example.org/cloud-year-one\nListener questions: https://example.org/ask',
    status: 'published', publishDate: '2025-11-27T16:00:00.000Z', ctaStrainArchiveUrl: '/live-stash',
    metaTitle: 'The Cloud Turns One: What You Rated - Herban Conversations | Headstash',
    metaDescription: 'A year of community finds: the Absolute Gas, the honest Mehs and the places that keep showing up.',
    colors: ['#0c4a6e', '#7c3aed'],
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
