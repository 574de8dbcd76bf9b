import type { ArtStyleName } from '../art/styles.ts'
import { DEMO_CREATORS, type DemoPerson } from './people.ts'

/** The payment token of a collection's fixed-price listings. */
export type DemoCurrency = 'ETH' | 'WETH' | 'USDT'

/** A collection of the demo world: who makes it, how it looks and sells. */
export type DemoCollectionPlan = {
  creator: DemoPerson
  name: string
  symbol: string
  standard: 721 | 1155
  /** A category slug (collections/shared-seed.ts CATEGORIES). */
  category: string
  description: string
  style: ArtStyleName
  items: number
  currency: DemoCurrency
  /** Listing prices are drawn between these, in the currency's units (decimal strings). */
  prices: readonly [string, string]
  /** ERC-1155 copies minted of each item. */
  editions?: readonly [number, number]
  royaltyBps: number
}

/** Six collections, one per style, about 230 items. */
export const DEMO_COLLECTIONS: readonly DemoCollectionPlan[] = [
  {
    creator: DEMO_CREATORS.mira,
    name: 'Pixel Folk',
    symbol: 'FOLK',
    standard: 721,
    category: 'collectibles',
    description:
      'Sixty-four portraits of the people on my street, each drawn on a 24 × 24 grid: hair, eyes, clothes and the odd earring chosen by a seed, then given a name and a job.',
    style: 'pixel-character',
    items: 64,
    currency: 'ETH',
    prices: ['0.04', '0.45'],
    royaltyBps: 500,
  },
  {
    creator: DEMO_CREATORS.theo,
    name: 'Ridgelines',
    symbol: 'RIDGE',
    standard: 721,
    category: 'art',
    description:
      'Mountains after the hike: layered ridges under dawn, noon, dusk and night skies. Far ridges fade into the haze, near ones stand dark; now and then a line of pines.',
    style: 'landscape',
    items: 36,
    currency: 'ETH',
    prices: ['0.12', '1.2'],
    royaltyBps: 750,
  },
  {
    creator: DEMO_CREATORS.ines,
    name: 'Bauhaus Studies',
    symbol: 'BAUH',
    standard: 721,
    category: 'art',
    description:
      'Grid studies in flat colour: quarter discs, half circles, rings, stripes and triangles, turned and recoloured from one palette per piece.',
    style: 'bauhaus',
    items: 32,
    currency: 'ETH',
    prices: ['0.05', '0.6'],
    royaltyBps: 500,
  },
  {
    creator: DEMO_CREATORS.kenji,
    name: 'Drift',
    symbol: 'DRIFT',
    standard: 721,
    category: 'art',
    description:
      'Flow fields: thousands of strokes released at random and steered by seeded noise, so they gather into currents, eddies and calm water.',
    style: 'flow-field',
    items: 24,
    currency: 'ETH',
    prices: ['0.3', '2.5'],
    royaltyBps: 1000,
  },
  {
    creator: DEMO_CREATORS.ada,
    name: 'Tape Loops',
    symbol: 'LOOP',
    standard: 1155,
    category: 'music',
    description:
      'Sleeve art for the Tape Loops label, in editions: Truchet tiles (arcs, diagonals, wedges) whose random turns join into one continuous path.',
    style: 'truchet',
    items: 30,
    currency: 'WETH',
    prices: ['0.01', '0.12'],
    editions: [10, 50],
    royaltyBps: 800,
  },
  {
    creator: DEMO_CREATORS.sol,
    name: 'Dungeon Critters',
    symbol: 'CRIT',
    standard: 1155,
    category: 'gaming',
    description:
      'The monsters of a dungeon crawler in the making, one edition each: slimes, imps and wisps grown pixel by pixel and mirrored, with their level and stats.',
    style: 'pixel-creature',
    items: 44,
    currency: 'USDT',
    prices: ['4', '60'],
    editions: [20, 100],
    royaltyBps: 500,
  },
]
