// First-load JavaScript budgets, gzip bytes per route (docs/web.md "Keeping pages fast"). A route
// not named here gets the default, so a new page is held to it from its first commit.
export const KB = 1024

/**
 * Where the budgets are headed (issue #11): web.dev's guidance for a good mobile LCP is under about
 * 170 KB of script, and the pages most visitors land on get 130 KB.
 */
export const TARGET = { default: 170 * KB, landing: 130 * KB }

/**
 * The ceilings CI holds, never raised to let a page through. Every page shares the shell chunk
 * (weight/chunking.ts, 116 KB as served: React, React DOM and React Router ~101 KB, then the root's
 * providers and the header); the landing pages add their `landing` chunks (5 KB shared, 1–2 KB
 * each) and their own, the others the common ones (~2 KB across families, ~1–3 KB for the
 * family's own); the heaviest pages add Radix Dialog and their own forms (zod loads on submit).
 */
export const DEFAULT_BUDGET = TARGET.default

/** The pages most visitors land on. */
export const LANDING_BUDGET = TARGET.landing

/**
 * The landing pages' route modules by a short name, the name of their own shared chunk
 * (`landing-<name>`, weight/chunking.ts). Their route id is the module's path under app/.
 */
export const LANDING_PAGES = {
  home: 'routes/general/home',
  marketplace: 'routes/market/marketplace',
  item: 'routes/market/nftdetails',
} as const

/** Routes held to a budget of their own, by route id (see `routeWeights`). */
export const ROUTE_BUDGETS: Record<string, number> = {
  [LANDING_PAGES.home]: LANDING_BUDGET,
  [LANDING_PAGES.marketplace]: LANDING_BUDGET,
  // /marketplace/:type: the same module as /marketplace.
  'market/marketplace-type': LANDING_BUDGET,
  [LANDING_PAGES.item]: LANDING_BUDGET,
}

export function budgetOf(routeId: string): number {
  return ROUTE_BUDGETS[routeId] ?? DEFAULT_BUDGET
}
