import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { chunking } from './weight/chunking.ts'
import { iconImports } from './weight/iconImports.ts'

export default defineConfig({
  plugins: [iconImports(), tailwindcss(), reactRouter(), chunking()],
  server: { port: 5173 },
})
