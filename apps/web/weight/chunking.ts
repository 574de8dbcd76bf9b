// How the client build is cut into files (docs/web.md "Keeping pages fast"). Two chunks are ours;
// the rest is Rolldown's automatic chunking, which gives each set of pages sharing a module a file.
//
// - `shell`: every module the entry, the root route and the layouts' error boundary (header,
//   footer) import statically. Every page runs them before its first paint. Left to automatic
//   chunking they were some seventy small files, and gzip restarts its dictionary on each: about
//   16 KB more per first load.
// - `common`: small modules that many pages import statically (cards, prices, formatting).
//   Automatic chunking made each a file of its own, and the home page asked for 28 scripts, most
//   under 1 KB. A phone over HTTP/1.1 pays a round trip per file beyond its six connections:
//   Lighthouse's mobile LCP on / went from 2.7 to 2.3 s with them in one file.
//   A module only one family of pages uses (routes/account, routes/market...) goes to that family's
//   `common-<family>` instead, so the home page no longer loads the sign-in forms' code: 5.5 KB
//   less gzip on /, 1 KB on /marketplace and the item page.
//
// Only static imports are followed, so what a page or a dialog loads on demand stays out of both.
import type { Plugin } from 'vite'

const SHELL_ROOTS = [
  /[\\/]entry\.client\.tsx$/,
  /[\\/]app[\\/]root\.tsx$/,
  // Every layout's error boundary: it draws the header and footer, so every page has them already.
  /[\\/]app[\\/]layouts[\\/]LayoutErrorBoundary\.tsx$/,
]
const PAGE = /[\\/]app[\\/]routes[\\/]([^\\/]+)/
/** A module goes to `common` when at least this many pages import it statically... */
const COMMON_MIN_PAGES = 8
/** ...and its source is at most this many bytes: a large one stays with the pages that use it. */
const COMMON_MAX_MODULE_BYTES = 3000

// The walk sees every import of a package's index, not the few names tree-shaking keeps: from
// `radix-ui` or `lucide-react` it would reach every primitive and icon. So it enters only these
// packages, which have no such index, and leaves the rest of node_modules to automatic chunking.
const WALKED_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]dev)[\\/]/
const walked = (id: string) => !id.includes('node_modules') || WALKED_PACKAGES.test(id)

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

export function chunking(): Plugin {
  const shell = new Set<string>()
  /** Module id → the name of its common chunk. */
  const common = new Map<string, string>()
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
      // Per module: how many pages import it, and from which families (routes/account, /market...).
      const pagesUsing = new Map<string, number>()
      const familiesUsing = new Map<string, Set<string>>()
      for (const page of ids.filter((id) => PAGE.test(id))) {
        const family = PAGE.exec(page)?.[1] ?? ''
        for (const id of staticClosure([page], importsOf)) {
          pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1)
          familiesUsing.set(id, (familiesUsing.get(id) ?? new Set()).add(family))
        }
      }
      common.clear()
      for (const [id, pages] of pagesUsing) {
        if (pages < COMMON_MIN_PAGES || shell.has(id) || id.includes('node_modules')) continue
        const families = [...(familiesUsing.get(id) ?? [])]
        common.set(id, families.length === 1 ? `common-${families[0]}` : 'common')
      }
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
                  {
                    name: (id: string) => common.get(id) ?? null,
                    maxModuleSize: COMMON_MAX_MODULE_BYTES,
                    priority: 5,
                  },
                ],
              },
            },
          },
        },
      }
    },
  }
}
