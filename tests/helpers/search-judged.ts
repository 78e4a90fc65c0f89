// The judged query set of The Cloud's search (tests/fixtures/search-judged.json), built by a fixed rule
// from the demo finds plus generated finds, so no query is picked by hand (and none to pass):
// - targets are the distinct names (without a "#n" suffix) and breeders of that corpus, in sorted order;
// - exact: a target as written; phrase: the first two words of a name in quotes; exclusion: a name's
//   last word, minus a first word that other names with that last word have (so the minus matters);
// - one typo: one word of at least TYPO_RULE.oneFrom letters gets one edit; two typos: a word of at
//   least TYPO_RULE.twoFrom letters gets two, or two words of at least oneFrom letters get one each. An
//   edit is an insertion, deletion, substitution (random letter) or swap of two neighbours, at a random
//   place, kept only when the word's distance to the original is exactly the number of edits;
// - every choice comes from a seeded generator (scripts/lib/seeded-random.mjs, JUDGED_SEED).
// Regenerate the fixture with UPDATE_JUDGED=1 when the rule or the corpus changes (the test compares).
import { generateFinds } from '../../scripts/lib/scale-data.mjs'
import { seededRandom } from '../../scripts/lib/seeded-random.mjs'
import { DEMO_SUBMISSIONS } from '@/seed/data'
import { TYPO_RULE } from '@/lib/search/rules'

export const JUDGED_FINDS = 2_000
export const JUDGED_SEED = 2811
/** The generated finds are dated before this (2001), far from every other test's rows. */
export const JUDGED_NOW = Date.UTC(2001, 0, 1)

export const JUDGED_CLASSES = ['exact', 'one typo', 'two typos', 'phrase', 'exclusion'] as const
export type JudgedClass = (typeof JUDGED_CLASSES)[number]
const PER_CLASS: Record<JudgedClass, number> = { exact: 50, 'one typo': 60, 'two typos': 40, phrase: 30, exclusion: 30 }

export interface JudgedQuery {
  class: JudgedClass
  query: string
  /** A result is relevant when this field holds `target` as whole words (any case)… */
  field: 'name' | 'breeder'
  target: string
  /** …and, for an exclusion, no searched field holds a word starting with this. */
  exclude?: string
}

/** Optimal string alignment distance (the typo distance of src/lib/search/database.ts). */
export function typoDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i]!
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1)
    }
  }
  return d[a.length]![b.length]!
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
const words = (text: string) => text.split(/\s+/).filter(Boolean)
const isPlainWord = (word: string, min: number) => word.length >= min && /^[a-z]+$/i.test(word)

function withTypos(random: () => number, word: string, edits: number): string {
  for (;;) {
    let typed = word.toLowerCase()
    for (let edit = 0; edit < edits; edit++) {
      const at = Math.floor(random() * typed.length)
      const letter = LETTERS[Math.floor(random() * LETTERS.length)]!
      const kind = Math.floor(random() * 4)
      if (kind === 0) typed = typed.slice(0, at) + letter + typed.slice(at)
      else if (kind === 1) typed = typed.slice(0, at) + typed.slice(at + 1)
      else if (kind === 2) typed = typed.slice(0, at) + letter + typed.slice(at + 1)
      else if (at < typed.length - 1) typed = typed.slice(0, at) + typed[at + 1] + typed[at] + typed.slice(at + 2)
    }
    if (typoDistance(typed, word.toLowerCase()) === edits) return typed
  }
}

/** The corpus the set is judged over: the demo finds and the generated ones. */
export function judgedCorpus(): Array<{ name: string; breeder: string | null }> {
  return [
    ...DEMO_SUBMISSIONS.map(({ name, breeder }) => ({ name, breeder: breeder ?? null })),
    ...generateFinds(JUDGED_FINDS, { seed: JUDGED_SEED, now: JUDGED_NOW }).map(({ name, breeder }) => ({ name, breeder })),
  ]
}

export function buildJudgedSet(): JudgedQuery[] {
  const random = seededRandom(JUDGED_SEED)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const corpus = judgedCorpus()
  const names = [...new Set(corpus.map((find) => find.name.replace(/\s+#\d+$/, '')))].sort()
  const breeders = [...new Set(corpus.flatMap((find) => (find.breeder ? [find.breeder] : [])))].sort()
  const targets = [
    ...names.map((target) => ({ field: 'name' as const, target })),
    ...breeders.map((target) => ({ field: 'breeder' as const, target })),
  ]
  const queries: JudgedQuery[] = []
  const add = (query: JudgedQuery) => {
    if (!queries.some((known) => known.query === query.query && known.class === query.class)) queries.push(query)
  }
  const fill = (kind: JudgedClass, make: () => JudgedQuery | null) => {
    const goal = queries.length + PER_CLASS[kind]
    for (let tries = 0; queries.length < goal && tries < 10_000; tries++) {
      const query = make()
      if (query) add(query)
    }
  }

  fill('exact', () => {
    const { field, target } = pick(targets)
    return { class: 'exact', field, target, query: target }
  })
  fill('one typo', () => {
    const { field, target } = pick(targets)
    const parts = words(target)
    const eligible = parts.flatMap((word, index) => (isPlainWord(word, TYPO_RULE.oneFrom) ? [index] : []))
    if (!eligible.length) return null
    const at = pick(eligible)
    return {
      class: 'one typo',
      field,
      target,
      query: parts.map((word, index) => (index === at ? withTypos(random, word, 1) : word)).join(' '),
    }
  })
  fill('two typos', () => {
    const { field, target } = pick(targets)
    const parts = words(target)
    const long = parts.flatMap((word, index) => (isPlainWord(word, TYPO_RULE.twoFrom) ? [index] : []))
    const fair = parts.flatMap((word, index) => (isPlainWord(word, TYPO_RULE.oneFrom) ? [index] : []))
    const forms = [...(long.length ? ['one word'] : []), ...(fair.length >= 2 ? ['two words'] : [])]
    if (!forms.length) return null
    const typed =
      pick(forms) === 'one word'
        ? new Map([[pick(long), 2]])
        : new Map(
            [...fair]
              .sort(() => random() - 0.5)
              .slice(0, 2)
              .map((index) => [index, 1]),
          )
    return {
      class: 'two typos',
      field,
      target,
      query: parts.map((word, index) => (typed.has(index) ? withTypos(random, word, typed.get(index)!) : word)).join(' '),
    }
  })
  fill('phrase', () => {
    const target = pick(names)
    const parts = words(target)
    if (parts.length < 2) return null
    const phrase = parts.slice(0, 2).join(' ')
    return { class: 'phrase', field: 'name', target: phrase, query: `"${phrase}"` }
  })
  fill('exclusion', () => {
    const parts = words(pick(names))
    const last = parts.at(-1)
    if (parts.length < 2 || !last || !isPlainWord(last, 2)) return null
    const others = names.filter((name) => words(name).at(-1) === last).map((name) => words(name)[0]!)
    const exclude = pick(others).toLowerCase()
    if (others.length < 2 || exclude === last.toLowerCase() || !isPlainWord(exclude, 2)) return null
    return { class: 'exclusion', field: 'name', target: last, exclude, query: `${last} -${exclude}` }
  })
  return queries
}
