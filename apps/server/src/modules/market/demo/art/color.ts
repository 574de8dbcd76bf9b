/** `#rrggbb` → [r, g, b]. */
export function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function hexOf([r, g, b]: readonly number[]): string {
  const part = (v = 0) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0')
  return `#${part(r)}${part(g)}${part(b)}`
}

/** The colour `t` of the way from `a` to `b` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgbOf(a), rgbOf(b)]
  return hexOf(x.map((v, i) => v + ((y[i] ?? 0) - v) * t))
}
