/** A demo creator: an anvil dev account, a username, and what they make. */
export type DemoCreator = {
  dev: number
  username: string
  bio: string
  palette: string
  /** Their own collection, deployed through the factory; absent = the shared ERC-721 collection. */
  collection?: { name: string; symbol: string; standard: 721 | 1155 }
  items: string[]
  /** The ETH price of their first item's listing. */
  price: string
  /** The demo collector buys that listing. */
  sold?: boolean
  /** Their second item goes to auction at this WETH reserve, and the collector bids. */
  auction?: string
}

/** Anvil dev accounts 5, 6 and 7 (0–4 serve tests and the e2e journeys). */
export const DEMO_CREATORS: DemoCreator[] = [
  {
    dev: 5,
    username: 'demo_aurora',
    bio: 'Demo creator: gradients of the northern sky.',
    palette: 'Aurora',
    collection: { name: 'Aurora Fields', symbol: 'AURORA', standard: 721 },
    items: ['Aurora No. 1', 'Aurora No. 2', 'Aurora No. 3'],
    price: '0.25',
    auction: '0.1',
  },
  {
    dev: 6,
    username: 'demo_tide',
    bio: 'Demo creator: editions of the sea.',
    palette: 'Tide',
    collection: { name: 'Tide Editions', symbol: 'TIDE', standard: 1155 },
    items: ['Low Tide', 'High Tide'],
    price: '0.05',
  },
  {
    dev: 7,
    username: 'demo_ember',
    bio: 'Demo creator: warm shapes in the shared collection.',
    palette: 'Ember',
    items: ['Ember I', 'Ember II', 'Ember III', 'Ember IV'],
    price: '0.4',
    sold: true,
  },
]
