import { createStore } from '../../lib/createStore.ts'

/**
 * The 'Congratulations' reward notice (spec 000 §3) of a claim on /bricks, with a subtitle and
 * tips. Its own file: the shell's overlays watch it on every page, the sign-in code stays out.
 */
export type Reward = {
  brickstype: number
  amount: string
  subtitle?: string
  tips?: string
}
export const rewardStore = createStore<Reward | null>(null)
