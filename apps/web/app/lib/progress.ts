/** Top progress bar timings (spec 000 §9). */
export const PROGRESS = { duration: 5000, throttle: 200, tick: 100, hideAfter: 500 } as const

/**
 * The bar's width after one tick: it eases towards 90 % over `duration`, so a slow
 * navigation keeps moving without ever looking finished.
 */
export function nextProgress(current: number, timing = PROGRESS): number {
  const steps = timing.duration / timing.tick
  const step = (0.9 - current) * (3 / steps)
  return Math.min(0.9, current + Math.max(step, 0.002))
}
