// React Router's package points every import at its development build, which differs from its
// production build by one flag that keeps the developer warnings: 0.5 KB of every page's first
// load. The client build takes the production files instead. Only the client's: the server's
// bundle leaves react-router to Node, where @react-router/node must see the same copy.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const FILES: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
}

export function reactRouterProduction(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  )
  return {
    name: 'kid:react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      const file = FILES[source]
      return file ? join(dist, file) : null
    },
  }
}
