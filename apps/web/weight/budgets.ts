// First-load JavaScript budgets, gzip bytes per route (docs/web.md "Keeping pages fast"). A route
// not named here gets the default, so a new page is held to it from its first commit.
export const KB = 1024

/** Every page route: web.dev's guidance for a good mobile LCP is under about 170 KB of script. */
export const DEFAULT_BUDGET = 170 * KB

/** The pages most visitors land on get less. Keyed by route id (see `routeWeights`). */
export const ROUTE_BUDGETS: Record<string, number> = {
  'routes/general/home': 130 * KB,
  'routes/market/marketplace': 130 * KB,
  'market/marketplace-type': 130 * KB,
  'routes/market/nftdetails': 130 * KB,
}

export function budgetOf(routeId: string): number {
  return ROUTE_BUDGETS[routeId] ?? DEFAULT_BUDGET
}
