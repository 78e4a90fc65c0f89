// Types of seeded-random.mjs for TypeScript callers.
export function seededRandom(seed: number): () => number
