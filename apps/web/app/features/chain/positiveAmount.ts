import { parseUnits } from '@kid/shared/format/units'

/** What a person typed as an amount, in the token's smallest unit; undefined unless above 0. */
export function positiveAmount(text: string, decimals: number): bigint | undefined {
  try {
    const value = parseUnits(text, decimals)
    return value > 0n ? value : undefined
  } catch {
    return undefined
  }
}
