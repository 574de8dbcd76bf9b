import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { shellChunk } from './weight/shell-chunk.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shellChunk()],
  server: { port: 5173 },
})
