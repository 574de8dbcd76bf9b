import { serve } from './serve.ts'

/** `npm run dev`: the platform of `npm start`, with pages rendered from the web sources by Vite (HMR). */
await serve('sources')
