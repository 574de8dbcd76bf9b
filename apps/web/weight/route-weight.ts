// The JavaScript a first visit to each route downloads, read from the built client: the entry, then
// every route module from the root down to the page with their static imports, each file gzipped
// on its own as a server sends it: the gzip copy the build leaves beside it (scripts/precompress.ts),
// or, before that has run or where no copy is smaller, the file gzipped at level 9. Deterministic
// (bytes of the build, not a browser run), so a test can hold every route to its budget and the
// bench can print the same figure.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  module: string
  imports?: string[]
  hasDefaultExport?: boolean
}

interface ClientManifest {
  entry: { module: string; imports: string[] }
  routes: Record<string, ManifestRoute>
}

export interface RouteWeight {
  /** The route's id in the build (`routes/market/marketplace`). */
  id: string
  /** Its URL pattern, parents' segments joined (`/nftdetails/:id`). */
  path: string
  /** Every script file of the first load, largest first, with its gzip size. */
  files: { file: string; gzip: number }[]
  /** Their sum: the bytes a first visit to this route downloads before anything loads on demand. */
  gzip: number
}

/** Reads React Router's client manifest (`assets/manifest-*.js`) from a client build folder. */
export function readClientManifest(clientDir: string): ClientManifest {
  const assets = join(clientDir, 'assets')
  const name = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file))
  if (!name) throw new Error(`no React Router manifest in ${assets}: run \`npm run build\` first`)
  const source = readFileSync(join(assets, name), 'utf8')
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''))
}

function lineage(manifest: ClientManifest, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = []
  for (let route: ManifestRoute | undefined = manifest.routes[id]; route; ) {
    chain.unshift(route)
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  }
  return chain
}

function urlPattern(chain: ManifestRoute[]): string {
  const segments = chain.map((route) => route.path ?? '').filter((segment) => segment !== '')
  return `/${segments.join('/')}`
}

/** The first-load weight of every page route (one with a component), heaviest first. */
export function routeWeights(clientDir: string): RouteWeight[] {
  const manifest = readClientManifest(clientDir)
  const gzipOf = new Map<string, number>()
  const sizeOf = (file: string): number => {
    let size = gzipOf.get(file)
    if (size === undefined) {
      const path = join(clientDir, file)
      size = existsSync(`${path}.gz`)
        ? statSync(`${path}.gz`).size
        : Math.min(gzipSync(readFileSync(path), { level: 9 }).length, statSync(path).size)
      gzipOf.set(file, size)
    }
    return size
  }
  const pages = Object.values(manifest.routes).filter(
    (route) => route.hasDefaultExport && (route.index === true || (route.path ?? '') !== ''),
  )
  return pages
    .map((page) => {
      const chain = lineage(manifest, page.id)
      const files = new Set([manifest.entry.module, ...manifest.entry.imports])
      for (const route of chain) for (const file of [route.module, ...(route.imports ?? [])]) files.add(file)
      const sized = [...files].map((file) => ({ file, gzip: sizeOf(file) })).sort((a, b) => b.gzip - a.gzip)
      return {
        id: page.id,
        path: urlPattern(chain),
        files: sized,
        gzip: sized.reduce((sum, file) => sum + file.gzip, 0),
      }
    })
    .sort((a, b) => b.gzip - a.gzip)
}
