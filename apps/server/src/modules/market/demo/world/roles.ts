/**
 * What happens to an item of the demo market after it is minted:
 * - `listed`: a fixed-price listing in its collection's currency;
 * - `sold`: listed, then bought by a collector;
 * - `resold`: bought, then listed again by its buyer at a higher price (a secondary sale on offer);
 * - `offered`: listed in WETH or the stablecoin, with signed offers from collectors below the price;
 * - `accepted`: the same, and the seller accepts the best offer (a sale through an offer);
 * - `auction`: a three-day auction in WETH or the stablecoin, with rising bids from collectors;
 * - `held`: not for sale.
 */
export type DemoRole = 'listed' | 'sold' | 'resold' | 'offered' | 'accepted' | 'auction' | 'held'

/**
 * The roles in turn by item number: every kind of trade comes within the first six items, so a
 * small world (the test's) has them all, and a full one has them in these proportions.
 */
const CYCLE: readonly DemoRole[] = [
  'auction',
  'sold',
  'offered',
  'resold',
  'accepted',
  'listed',
  'held',
  'sold',
  'listed',
  'offered',
  'listed',
  'held',
  'sold',
  'listed',
]

export const roleOf = (index: number): DemoRole => CYCLE[index % CYCLE.length] ?? 'listed'
