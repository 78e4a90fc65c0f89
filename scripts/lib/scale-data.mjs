// Realistic bulk data for the scale benchmark and `npm run seed:scale`: finds with names, breeders,
// flavour notes, vibes, contributors, places and dates spread over two years, and subscribers in every
// state. Rows go in with one multi-row INSERT … SELECT FROM unnest(…) per batch (tens of thousands of
// rows per second), with a seeded generator so two runs make the same data.

import { seededRandom } from './seeded-random.mjs'

const BATCH = 5_000

const STRAIN_WORDS = {
  first: [
    'Blue',
    'Sour',
    'Purple',
    'Lemon',
    'Garlic',
    'Wedding',
    'Gelato',
    'Runtz',
    'Zkittlez',
    'Mango',
    'Cherry',
    'Grape',
    'Ice',
    'Golden',
    'Pink',
    'Black',
    'Tropical',
    'Apple',
    'Jealousy',
    'Permanent',
  ],
  second: [
    'Dream',
    'Diesel',
    'Haze',
    'Kush',
    'Cookies',
    'Cake',
    'Sherbet',
    'Punch',
    'Glue',
    'Mints',
    'Pie',
    'Gas',
    'Breath',
    'OG',
    'Tangie',
    'Fritter',
    'Marker',
    'Z',
    'Fuel',
    'Skunk',
  ],
}
const BREEDERS = [
  'Compound Genetics',
  'Seed Junky',
  'Cookies Fam',
  'Jungle Boys',
  'Archive Seed Bank',
  'Exotic Genetix',
  'Ethos Genetics',
  'In House Genetics',
  'Thug Pug',
  'Cannarado',
  'Humboldt Seed Co',
  'Tiki Madman',
]
const FLAVOURS = [
  'citrus',
  'diesel',
  'pine',
  'berry',
  'earthy',
  'sweet',
  'gassy',
  'floral',
  'skunky',
  'creamy',
  'spicy',
  'grape',
  'mint',
  'vanilla',
  'tropical',
  'lemon peel',
  'fuel',
  'cookie dough',
]
const EFFECTS = [
  'body high',
  'head buzz',
  'giggles',
  'couch lock',
  'munchies',
  'clear focus',
  'deep sleep',
  'creative flow',
  'mellow mood',
  'social',
]
const VIBES = ['chill', 'energetic', 'euphoric', 'cerebral', 'creative', 'focused', 'sleepy', 'balanced']
const PLACES = [
  'Denver, CO',
  'Portland, OR',
  'Oakland, CA',
  'Los Angeles, CA',
  'Seattle, WA',
  'Detroit, MI',
  'Boston, MA',
  'Phoenix, AZ',
  'Las Vegas, NV',
  'Chicago, IL',
  'Brooklyn, NY',
  'Toronto, ON',
]
const SHOPS = ['local dispensary', 'farmers market drop', 'delivery service', 'craft co-op', 'friend of a friend', 'the brand booth']
const INDUSTRIES = ['cultivation', 'retail', 'brand-owner', 'ancillary-services', 'media-content', 'investor', 'consumer-patient', 'other']
const CATEGORIES = ['flower', 'flower', 'flower', 'concentrate', 'edible']
const GENETICS = ['indica', 'sativa', 'hybrid']
const EDIBLES = ['gummies', 'chocolate', 'beverage', 'baked good', 'tincture']
const HANDLES = ['ganja', 'smoke', 'terp', 'bud', 'cloud', 'kush', 'hash', 'ember', 'leaf', 'roll']

const pick = (random, list) => list[Math.floor(random() * list.length)]
const some = (random, list, count) =>
  Array.from({ length: count }, () => pick(random, list)).filter((value, index, all) => all.indexOf(value) === index)

/** One find. Contributors repeat (about one per eight finds), as on a real community site. */
function find(random, index, contributors, now) {
  const category = pick(random, CATEGORIES)
  const contributor = Math.floor(random() * contributors)
  const created = new Date(now - Math.floor(random() * 730 * 86_400_000))
  // Flames lean to the top, as on the real site.
  const flames = Math.min(5, Math.max(1, Math.round(3.6 + (random() - 0.4) * 3)))
  return {
    category,
    name: `${pick(random, STRAIN_WORDS.first)} ${pick(random, STRAIN_WORDS.second)}${random() < 0.2 ? ` #${1 + Math.floor(random() * 9)}` : ''}`,
    genetics: category === 'flower' ? pick(random, GENETICS) : null,
    breeder: category === 'edible' ? null : pick(random, BREEDERS),
    edibleType: category === 'edible' ? pick(random, EDIBLES) : null,
    whereAcquired: pick(random, SHOPS),
    flavorNotes: some(random, FLAVOURS, 3).join(', '),
    vibe: pick(random, VIBES),
    effects: some(random, EFFECTS, 2).join(', '),
    flames,
    submittedBy: `${pick(random, HANDLES)}_${contributor}`,
    submitterEmail: random() < 0.6 ? `contributor${contributor}@example.com` : null,
    displayName: random() > 0.1,
    location: pick(random, PLACES),
    industry: pick(random, INDUSTRIES),
    created: created.toISOString(),
    index,
  }
}

/** The finds insertFinds writes for the same count, seed and clock, as plain objects (for judged test sets). */
export function generateFinds(count, { seed = 42, now = Date.now() } = {}) {
  const random = seededRandom(seed)
  const contributors = Math.max(1, Math.round(count / 8))
  return Array.from({ length: count }, (_, index) => find(random, index, contributors, now))
}

/**
 * Inserts `count` finds with `status` (approved by default) into headstash_submissions through `client`
 * (a pg client or pool); returns the number written.
 */
export async function insertFinds(client, count, { status = 'approved', seed = 42, now = Date.now() } = {}) {
  const random = seededRandom(seed)
  const contributors = Math.max(1, Math.round(count / 8))
  let written = 0
  while (written < count) {
    const rows = Array.from({ length: Math.min(BATCH, count - written) }, (_, i) => find(random, written + i, contributors, now))
    const column = (key) => rows.map((row) => row[key])
    await client.query(
      `INSERT INTO headstash_submissions (category, name, genetics, breeder, edible_type, where_acquired, flavor_notes, vibe, effects,
         flames, submitted_by, submitter_email, display_name, location, industry, status, submission_date, reviewed_at, created_at, updated_at)
       SELECT c::enum_headstash_submissions_category, n, g::enum_headstash_submissions_genetics, b, e, w, f, v, ef, fl, s, m, d, l,
         i::enum_headstash_submissions_industry, $16::enum_headstash_submissions_status, t, CASE WHEN $16 = 'pending' THEN NULL ELSE t + interval '3 hours' END, t, t
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
         $10::numeric[], $11::text[], $12::text[], $13::boolean[], $14::text[], $15::text[], $17::timestamptz[])
         AS r(c, n, g, b, e, w, f, v, ef, fl, s, m, d, l, i, t)`,
      [
        column('category'),
        column('name'),
        column('genetics'),
        column('breeder'),
        column('edibleType'),
        column('whereAcquired'),
        column('flavorNotes'),
        column('vibe'),
        column('effects'),
        column('flames'),
        column('submittedBy'),
        column('submitterEmail'),
        column('displayName'),
        column('location'),
        column('industry'),
        status,
        column('created'),
      ],
    )
    written += rows.length
  }
  return written
}

/** Inserts `count` subscribers: mostly active and confirmed, some pending, unsubscribed or suppressed. */
export async function insertSubscribers(client, count, { seed = 7, now = Date.now(), prefix = 'reader' } = {}) {
  const random = seededRandom(seed)
  let written = 0
  while (written < count) {
    const size = Math.min(BATCH, count - written)
    const emails = []
    const states = []
    const joined = []
    for (let i = 0; i < size; i++) {
      const roll = random()
      emails.push(`${prefix}${written + i}@${pick(random, ['example.com', 'example.net', 'example.org', 'mail.example'])}`)
      states.push(roll < 0.85 ? 'active' : roll < 0.92 ? 'pending' : 'inactive')
      joined.push(new Date(now - Math.floor(random() * 730 * 86_400_000)).toISOString())
    }
    await client.query(
      `INSERT INTO newsletter_subscribers (email, status, is_active, source, subscribed_at, confirmed_at, unsubscribed_at, created_at, updated_at)
       SELECT e, s::enum_newsletter_subscribers_status, s = 'active', '/', t, CASE WHEN s = 'pending' THEN NULL ELSE t END,
         CASE WHEN s = 'inactive' THEN t + interval '30 days' END, t, t
       FROM unnest($1::text[], $2::text[], $3::timestamptz[]) AS r(e, s, t)
       ON CONFLICT DO NOTHING`,
      [emails, states, joined],
    )
    written += size
  }
  return written
}
