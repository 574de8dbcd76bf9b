import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { chunking } from './weight/chunking.ts'
import { iconImports } from './weight/iconImports.ts'
import { reactRouterProduction } from './weight/reactRouterProduction.ts'

export default defineConfig({
  plugins: [reactRouterProduction(), iconImports(), tailwindcss(), reactRouter(), chunking()],
  server: { port: 5173 },
  // Bundled for the server too, so its icons render with the same app/ui/lucideIcon.ts as the
  // browser's (weight/iconImports.ts) and hydrate as they were drawn.
  ssr: { noExternal: ['lucide-react'] },
})
