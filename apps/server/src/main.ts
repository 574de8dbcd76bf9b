import './platform/gc-tuning.ts'
import { serve } from './serve.ts'

/** `npm start`: the platform with the web app's build. */
await serve('build')
