/**
 * A seeded source of randomness, so a piece of demo art and its words are the same on every start
 * for the same seed (a reviewer can name a seed and see the same picture). mulberry32: small, fast,
 * and good enough for pictures; never for anything secret.
 */
export type Random = {
  /** A number in [0, 1). */
  next(): number
  /** A number in [min, max). */
  range(min: number, max: number): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(list: readonly T[]): T
  /** One of `entries`, each as likely as its weight: rare traits stay rare. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T
  /** A new generator whose sequence depends on this seed and `label` only, not on what was drawn before. */
  fork(label: string): Random
}

export function randomOf(seed: string): Random {
  let state = hashSeed(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (list) => {
      if (list.length === 0) throw new Error('pick from an empty list')
      return list[Math.floor(next() * list.length)] as (typeof list)[number]
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
      let left = next() * total
      for (const [value, weight] of entries) {
        left -= weight
        if (left < 0) return value
      }
      return random.pick(entries)[0]
    },
    fork: (label) => randomOf(`${seed}/${label}`),
  }
  return random
}

/** FNV-1a of the seed text, so any string (a collection symbol and an index) makes a seed. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193)
  return hash >>> 0
}
