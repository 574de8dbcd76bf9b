import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { budgetOf, KB } from './budgets.ts'
import { routeWeights } from './route-weight.ts'

const CLIENT_BUILD = join(import.meta.dirname, '../build/client')

describe('first-load JavaScript per route', () => {
  // `npm test` builds before the tests run; a missing build fails here rather than passing unseen.
  it('keeps every page of the build within its budget', () => {
    const weights = routeWeights(CLIENT_BUILD)
    expect(weights.length).toBeGreaterThan(30)
    const over = weights
      .filter((route) => route.gzip > budgetOf(route.id))
      .map((route) => {
        const heaviest = route.files.slice(0, 5).map((f) => `${f.file} ${(f.gzip / KB).toFixed(1)} KB`)
        return `${route.path} (${route.id}): ${(route.gzip / KB).toFixed(1)} KB over ${budgetOf(route.id) / KB} KB; heaviest: ${heaviest.join(', ')}`
      })
    expect(over).toEqual([])
  })
})

describe('routeWeights', () => {
  it('counts the entry and every module from the root down to the page, each file once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-weight-'))
    mkdirSync(join(dir, 'assets'))
    const file = (name: string, bytes: number) => {
      // Random-looking bytes barely compress, so sizes stay ordered as written.
      writeFileSync(
        join(dir, 'assets', name),
        Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7919) % 251)),
      )
      return `/assets/${name}`
    }
    const manifest = {
      entry: { module: file('entry.js', 4000), imports: [file('react.js', 3000)] },
      routes: {
        root: {
          id: 'root',
          path: '',
          module: file('root.js', 1000),
          imports: [file('react.js', 3000)],
          hasDefaultExport: true,
        },
        layout: { id: 'layout', parentId: 'root', module: file('layout.js', 500), hasDefaultExport: true },
        page: {
          id: 'page',
          parentId: 'layout',
          path: 'items/:id',
          module: file('page.js', 2000),
          imports: [file('chart.js', 9000)],
          hasDefaultExport: true,
        },
        light: {
          id: 'light',
          parentId: 'root',
          path: 'about',
          module: file('about.js', 100),
          hasDefaultExport: true,
        },
      },
    }
    writeFileSync(
      join(dir, 'assets', 'manifest-1.js'),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    )
    const weights = routeWeights(dir)
    expect(weights.map((w) => [w.id, w.path])).toEqual([
      ['page', '/items/:id'],
      ['light', '/about'],
    ])
    const [page, light] = weights
    expect(page?.files.map((f) => f.file)).toEqual([
      '/assets/chart.js',
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/page.js',
      '/assets/root.js',
      '/assets/layout.js',
    ])
    expect(page?.gzip).toBe(page?.files.reduce((sum, f) => sum + f.gzip, 0))
    expect(light?.files).toHaveLength(4)
  })

  it('counts the gzip copy the server sends where the build left one, else the file gzipped', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-weight-'))
    mkdirSync(join(dir, 'assets'))
    const script = 'export const answer = 42;'.repeat(200)
    writeFileSync(join(dir, 'assets', 'entry.js'), script)
    writeFileSync(join(dir, 'assets', 'entry.js.gz'), Buffer.alloc(77))
    writeFileSync(join(dir, 'assets', 'page.js'), script)
    const manifest = {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: { page: { id: 'page', path: 'p', module: '/assets/page.js', hasDefaultExport: true } },
    }
    writeFileSync(
      join(dir, 'assets', 'manifest-1.js'),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    )
    const sizes = Object.fromEntries(routeWeights(dir)[0]?.files.map((f) => [f.file, f.gzip]) ?? [])
    expect(sizes['/assets/entry.js']).toBe(77)
    expect(sizes['/assets/page.js']).toBe(gzipSync(script, { level: 9 }).length)
  })
})
