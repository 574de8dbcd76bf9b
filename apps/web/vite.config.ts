import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { chunking } from './weight/chunking.ts'
import { iconImports } from './weight/iconImports.ts'
import { reactRouterProduction } from './weight/reactRouterProduction.ts'

export default defineConfig(({ command }) => ({
  plugins: [reactRouterProduction(), iconImports(), tailwindcss(), reactRouter(), chunking()],
  server: { port: 5173 },
  // The build bundles lucide for the server too, so its icons render with the same
  // app/ui/lucideIcon.ts as the browser's (weight/iconImports.ts). Not in development: Vite would
  // transform every icon file for the server, which doubled the first render of `/`, and both
  // renderers draw the same <svg> (app/ui/lucideIcon.test.tsx).
  ssr: command === 'build' ? { noExternal: ['lucide-react'] } : {},
}))
