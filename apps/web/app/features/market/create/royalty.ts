import { parseUnits, UnitsError } from '@kid/shared/format/units'

/** '2.5' (percent, as typed) → 250 basis points; undefined when it is not a percentage with ≤ 2 decimals. */
export function royaltyBpsOf(percent: string): number | undefined {
  try {
    const bps = parseUnits(percent.trim() || '0', 2)
    return bps >= 0n && bps <= 10_000n ? Number(bps) : undefined
  } catch (error) {
    if (error instanceof UnitsError) return undefined
    throw error
  }
}
