// One chunk for the shell: every module the entry and the root route import statically, which every
// page runs before its first paint. Left to automatic chunking these are seventy small files, and
// gzip pays its header and an empty dictionary on each (about 16 KB on a first load, measured with
// the build's own files), and the browser asks for each one. Modules a page or a dialog loads on
// demand stay out: only static imports are followed.
import type { Plugin } from 'vite'

const SHELL_ROOTS = [
  /[\\/]entry\.client\.tsx$/,
  /[\\/]app[\\/]root\.tsx$/,
  // Every layout's error boundary: it draws the header and footer, so every page has them already.
  /[\\/]app[\\/]layouts[\\/]LayoutErrorBoundary\.tsx$/,
]
// The walk sees every import of a package's index, not the few names tree-shaking keeps: from
// `radix-ui` or `lucide-react` it would reach every primitive and icon. So it enters only these
// packages, which have no such index, and leaves the rest of node_modules to automatic chunking.
const WALKED_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]dev)[\\/]/
const walked = (id: string) => !id.includes('node_modules') || WALKED_PACKAGES.test(id)

export function shellChunk(): Plugin {
  const shell = new Set<string>()
  return {
    name: 'kid:shell-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      shell.clear()
      const queue = [...this.getModuleIds()].filter((id) => SHELL_ROOTS.some((root) => root.test(id)))
      while (queue.length > 0) {
        const id = queue.pop() as string
        if (shell.has(id) || !walked(id)) continue
        shell.add(id)
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
    configEnvironment(name) {
      if (name !== 'client') return
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: 'shell', test: (id: string) => shell.has(id), priority: 10 }],
              },
            },
          },
        },
      }
    },
  }
}
