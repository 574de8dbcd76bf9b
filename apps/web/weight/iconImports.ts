// Imports each lucide icon from its own file (`lucide-react/icons/<name>`) instead of the package's
// index (docs/web.md "Keeping pages fast"). The bundle is the same, but the module graph then says
// which page uses which icon, so weight/chunking.ts can put an icon with the landing page that draws
// it; through the index every icon looked shared by every page, and each became a file of its own
// (about 0.2 KB of gzip each, a dozen on the home page).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Plugin } from 'vite'

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g

/** Every name the index exports → the icon file it comes from (`Loader2` → `loader-circle`). */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url)
  const packageDir = join(require.resolve('lucide-react/package.json'), '..')
  const index = readFileSync(join(packageDir, 'dist/esm/lucide-react.mjs'), 'utf8')
  const files = new Map<string, string>()
  for (const [, names = '', file = ''] of index.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)\.mjs'/g,
  ))
    for (const name of names.split(',')) files.set(name.replace(/^\s*default as\s*/, '').trim(), file)
  return files
}

/** `import { Bell, Heart as Like, type LucideIcon } from 'lucide-react'`, rewritten per icon. */
export function rewriteIconImports(code: string, files: ReadonlyMap<string, string>): string {
  return code.replace(NAMED_IMPORT, (statement, list: string) => {
    const kept: string[] = []
    const icons: string[] = []
    for (const specifier of list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/)
      const file = files.get(imported)
      if (file && !imported.startsWith('type '))
        icons.push(`import ${local} from 'lucide-react/icons/${file}';`)
      else kept.push(specifier)
    }
    if (icons.length === 0) return statement
    const imports = [
      ...(kept.length > 0 ? [`import { ${kept.join(', ')} } from 'lucide-react';`] : []),
      ...icons,
    ]
    // As many lines as the statement had, so the rest of the file keeps its line numbers.
    return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1)
  })
}

/** app/ui/lucideIcon.ts: what the icon files render with instead of lucide's createLucideIcon. */
const RENDERER = new URL('../app/ui/lucideIcon.ts', import.meta.url).pathname
const LUCIDE_ICON_FILE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/

export function iconImports(): Plugin {
  let files: Map<string, string> | undefined
  return {
    name: 'kid:icon-imports',
    enforce: 'pre',
    resolveId: {
      filter: { id: /createLucideIcon/ },
      handler(_source, importer) {
        return importer && LUCIDE_ICON_FILE.test(importer) ? RENDERER : null
      },
    },
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: 'lucide-react' },
      handler(code) {
        files ??= iconFiles()
        const rewritten = rewriteIconImports(code, files)
        return rewritten === code ? null : { code: rewritten, map: null }
      },
    },
  }
}
