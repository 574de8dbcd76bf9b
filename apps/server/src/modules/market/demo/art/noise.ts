import type { Random } from './random.ts'

/**
 * 2-D gradient (Perlin) noise from a seed: a smooth field in about [-1, 1], the same for the same
 * random source. Flow fields follow its angles.
 */
export function noise2d(random: Random): (x: number, y: number) => number {
  const perm = Array.from({ length: 256 }, (_, i) => i)
  for (let i = 255; i > 0; i--) {
    const j = random.int(0, i)
    ;[perm[i], perm[j]] = [perm[j] ?? 0, perm[i] ?? 0]
  }
  const hash = (x: number, y: number) => perm[((perm[x & 255] ?? 0) + y) & 255] ?? 0
  const grad = (h: number, x: number, y: number) => {
    const angle = (h / 256) * Math.PI * 2
    return Math.cos(angle) * x + Math.sin(angle) * y
  }
  const fade = (t: number) => t * t * t * (t * (t * 6 - 15) + 10)
  return (x, y) => {
    const [x0, y0] = [Math.floor(x), Math.floor(y)]
    const [fx, fy] = [x - x0, y - y0]
    const [u, v] = [fade(fx), fade(fy)]
    const n00 = grad(hash(x0, y0), fx, fy)
    const n10 = grad(hash(x0 + 1, y0), fx - 1, fy)
    const n01 = grad(hash(x0, y0 + 1), fx, fy - 1)
    const n11 = grad(hash(x0 + 1, y0 + 1), fx - 1, fy - 1)
    const top = n00 + (n10 - n00) * u
    const bottom = n01 + (n11 - n01) * u
    return (top + (bottom - top) * v) * Math.SQRT2
  }
}
