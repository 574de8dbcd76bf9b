// How the client build is cut into files (docs/web.md "Keeping pages fast"). These chunks are ours;
// the rest is Rolldown's automatic chunking, which gives each set of pages sharing a module a file.
//
// - `shell`: every module the entry, the root route and the layouts' error boundary (header,
//   footer) import statically. Every page runs them before its first paint. Left to automatic
//   chunking they were some seventy small files, and gzip restarts its dictionary on each: about
//   16 KB more per first load.
// - `landing`, `landing-<name>-common`, `landing-<name>`: the small modules of the landing pages
//   (budgets.ts LANDING_PAGES). `landing` holds what two or more of them import; the others what
//   one imports, split by whether at least COMMON_MIN_PAGES route modules share it. A landing page
//   loads no module it does not run (in one `common` chunk half of its 8 KB was other pages' code),
//   and a page that shares one module with it does not load all of its own.
// - `common`: small modules that many other pages import statically (cards, prices, forms).
//   Automatic chunking made each a file of its own, and the home page asked for 28 scripts, most
//   under 1 KB. A phone over HTTP/1.1 pays a round trip per file beyond its six connections:
//   Lighthouse's mobile LCP on / went from 2.7 to 2.3 s with them in one file.
//   A module only one family of pages uses (routes/account, routes/market...) goes to that family's
//   `common-<family>` instead.
//
// Only static imports are followed, so what a page or a dialog loads on demand stays out of them.
import type { Plugin } from 'vite'
import { LANDING_PAGES } from './budgets.ts'

const SHELL_ROOTS = [
  /[\\/]entry\.client\.tsx$/,
  /[\\/]app[\\/]root\.tsx$/,
  // Every layout's error boundary: it draws the header and footer, so every page has them already.
  /[\\/]app[\\/]layouts[\\/]LayoutErrorBoundary\.tsx$/,
]
/**
 * A route module, a page (its family: `routes/<family>/`) or a layout, not React Router's
 * `?__react-router-build-client-route` proxy of one. Shell.tsx and LayoutErrorBoundary.tsx match
 * too, harmlessly: all they import is in the shell.
 */
const ROUTE_MODULE = /[\\/]app[\\/](?:routes[\\/]([^\\/?]+)|layouts[\\/])[^?]*$/
const familyOf = (id: string) => ROUTE_MODULE.exec(id)?.[1] ?? 'layouts'
/** The landing page a route module is, by its short name (`item`), if it is one. */
const landingOf = (id: string): string | undefined =>
  Object.entries(LANDING_PAGES).find(([, route]) =>
    id.replaceAll('\\', '/').endsWith(`/app/${route}.tsx`),
  )?.[0]
/** A module goes to a common chunk when at least this many route modules import it statically... */
const COMMON_MIN_PAGES = 4
/** ...and its source is at most this many bytes: a large one stays with the pages that use it. */
const COMMON_MAX_MODULE_BYTES = 3000

// The walk sees every import of a package's index, not the few names tree-shaking keeps: from
// `radix-ui` or `lucide-react` it would reach every primitive and icon. So it enters only these
// packages, which have no such index, and the icons' own files, and leaves the rest of
// node_modules to automatic chunking.
const WALKED_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]dev)[\\/]/
/** A lucide icon's own file: weight/iconImports.ts has the app import each icon from it. */
const LUCIDE_ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/
const walked = (id: string) =>
  !id.includes('node_modules') || WALKED_PACKAGES.test(id) || LUCIDE_ICON.test(id)
/** Modules our chunks beside the shell take: ours and the icons, not a package's own code. */
const placeable = (id: string) => !id.includes('node_modules') || LUCIDE_ICON.test(id)

type ImportsOf = (id: string) => readonly string[]

/** The modules `roots` import statically, themselves included, through the walked packages. */
function staticClosure(roots: readonly string[], importsOf: ImportsOf): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  while (queue.length > 0) {
    const id = queue.pop() as string
    if (seen.has(id) || !walked(id)) continue
    seen.add(id)
    queue.push(...importsOf(id))
  }
  return seen
}

/**
 * A chunk takes the modules placed in it and, first come first served, whatever else they import
 * (Rolldown's includeDependenciesRecursively). So the chunks a wider set of pages loads take their
 * modules first: what they import is shared at least as widely, and a landing page's own chunk
 * cannot take an icon the other landing pages draw too.
 */
const TIERS = { landing: 9, landingCommon: 8, landingOwn: 7, common: 6 } as const

interface Placement {
  chunk: string
  tier: number
}

/** Where each module the pages share goes, from how many route modules and which ones import it. */
function place(pages: readonly string[], shell: ReadonlySet<string>, importsOf: ImportsOf) {
  const pagesUsing = new Map<string, number>()
  const familiesUsing = new Map<string, Set<string>>()
  const landingsUsing = new Map<string, Set<string>>()
  for (const page of pages) {
    const family = familyOf(page)
    const landing = landingOf(page)
    for (const id of staticClosure([page], importsOf)) {
      pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1)
      familiesUsing.set(id, (familiesUsing.get(id) ?? new Set()).add(family))
      if (landing) landingsUsing.set(id, (landingsUsing.get(id) ?? new Set()).add(landing))
    }
  }
  const placed = new Map<string, Placement>()
  for (const [id, count] of pagesUsing) {
    if (shell.has(id) || !placeable(id)) continue
    const landings = [...(landingsUsing.get(id) ?? [])]
    const families = [...(familiesUsing.get(id) ?? [])]
    if (landings.length > 1) placed.set(id, { chunk: 'landing', tier: TIERS.landing })
    else if (landings.length === 1 && count >= COMMON_MIN_PAGES)
      placed.set(id, { chunk: `landing-${landings[0]}-common`, tier: TIERS.landingCommon })
    else if (landings.length === 0 && count >= COMMON_MIN_PAGES)
      placed.set(id, {
        chunk: families.length === 1 ? `common-${families[0]}` : 'common',
        tier: TIERS.common,
      })
  }
  return placed
}

export function chunking(): Plugin {
  const shell = new Set<string>()
  /** Module id → its chunk beside the shell. */
  let placed = new Map<string, Placement>()
  return {
    name: 'kid:chunking',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const importsOf: ImportsOf = (id) => this.getModuleInfo(id)?.importedIds ?? []
      shell.clear()
      for (const id of staticClosure(
        ids.filter((id) => SHELL_ROOTS.some((root) => root.test(id))),
        importsOf,
      ))
        shell.add(id)
      placed = place(
        ids.filter((id) => ROUTE_MODULE.test(id)),
        shell,
        importsOf,
      )
    },
    configEnvironment(name) {
      if (name !== 'client') return
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'shell', test: (id: string) => shell.has(id), priority: 10 },
                  ...Object.values(TIERS).map((tier) => ({
                    name: (id: string) => {
                      const placement = placed.get(id)
                      return placement?.tier === tier ? placement.chunk : null
                    },
                    maxModuleSize: COMMON_MAX_MODULE_BYTES,
                    priority: tier,
                  })),
                ],
              },
            },
          },
        },
      }
    },
  }
}
